package negotiation

import (
	"sort"
	"strconv"
	"strings"
)

// AcceptClause is one media range of an Accept header:
// "application/json;as=Table;v=v1;g=meta.k8s.io;q=0.9" is type
// "application", subtype "json", quality 0.9 and three parameters.
// Upstream: github.com/munnerz/goautoneg.Accept.
type AcceptClause struct {
	Type, SubType string
	Q             float64
	Params        map[string]string
}

// specificity ranks a clause: 2 for type/subtype, 1 for type/*, 0 for */*.
func (c AcceptClause) specificity() int {
	switch {
	case c.Type == "*":
		return 0
	case c.SubType == "*":
		return 1
	}
	return 2
}

// ParseAccept splits an Accept header into clauses, best first: higher
// quality first and, at equal quality, the more specific range first;
// otherwise the client's order is kept. Malformed ranges ("json",
// "a/b/c") and parameters without "=" are skipped, as upstream does;
// a quality that does not parse counts as 0.
// Upstream: github.com/munnerz/goautoneg.ParseAccept.
func ParseAccept(header string) []AcceptClause {
	var clauses []AcceptClause
	for _, part := range strings.Split(header, ",") {
		clause, ok := parseAcceptClause(part)
		if ok {
			clauses = append(clauses, clause)
		}
	}
	sort.SliceStable(clauses, func(i, j int) bool {
		if clauses[i].Q != clauses[j].Q {
			return clauses[i].Q > clauses[j].Q
		}
		return clauses[i].specificity() > clauses[j].specificity()
	})
	return clauses
}

// parseAcceptClause parses one media range with its parameters.
func parseAcceptClause(part string) (AcceptClause, bool) {
	mediaRange, params, _ := strings.Cut(part, ";")
	typ, subType, found := strings.Cut(strings.TrimSpace(mediaRange), "/")
	typ, subType = strings.TrimSpace(typ), strings.TrimSpace(subType)
	switch {
	case !found && typ == "*":
		subType = "*" // a bare "*" means "*/*"
	case !found || typ == "" || subType == "" || strings.Contains(subType, "/"):
		return AcceptClause{}, false
	}
	clause := AcceptClause{Type: typ, SubType: subType, Q: 1}
	for _, param := range strings.Split(params, ";") {
		key, value, ok := strings.Cut(param, "=")
		if !ok {
			continue
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if key == "q" {
			clause.Q, _ = strconv.ParseFloat(value, 64)
			continue
		}
		if clause.Params == nil {
			clause.Params = map[string]string{}
		}
		clause.Params[key] = value
	}
	return clause, true
}
