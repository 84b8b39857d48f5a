package openapi

import (
	"fmt"
	"strings"
	"unicode"

	restful "github.com/emicklei/go-restful/v3"
)

// operationVerbs are the words a route's operation name starts with.
// The shortest match wins, so "deletecollectionNamespacedDeployment" is
// "delete" + "collectionNamespacedDeployment", as upstream's trie does it
// (hence upstream's deleteAppsV1CollectionNamespacedDeployment).
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.verbs.
var operationVerbs = []string{"get", "log", "read", "list", "proxy", "patch", "watch", "create", "delete", "replace", "connect"}

// GetOperationIDAndTagsFromRoute turns a route's operation name into the
// document's operationId and tag. The installer names routes without
// their group version ("readNamespacedDeployment", "getAPIGroup"); the id
// puts it after the verb ("readAppsV1NamespacedDeployment",
// "getAppsAPIGroup") and the tag names it ("apps_v1"). Core paths
// (/api/v1) count as group "core". A name that already carries its group
// version is left as it is.
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.GetOperationIDAndTagsFromRoute.
func GetOperationIDAndTagsFromRoute(r restful.Route) (string, []string, error) {
	op := r.Operation
	verb := operationVerb(op)
	if verb == "" {
		return op, nil, fmt.Errorf("operation names should start with a verb; cannot determine the verb of %q", op)
	}
	op = op[len(verb):]
	parts := strings.Split(strings.Trim(r.Path, "/"), "/")
	if parts[0] == "api" {
		parts = append([]string{"apis", "core"}, parts[1:]...)
	}
	if len(parts) < 2 || parts[0] != "apis" {
		return verb + ToValidOperationID(op, true), []string{ToValidOperationID(parts[0], false)}, nil
	}
	group := strings.TrimSuffix(parts[1], ".k8s.io")
	gv := ToValidOperationID(group, true)
	tag := ToValidOperationID(group, false)
	if len(parts) > 2 {
		gv += ToValidOperationID(parts[2], true)
		tag += "_" + ToValidOperationID(parts[2], false)
	}
	op = ToValidOperationID(op, true)
	if !strings.HasPrefix(op, gv) {
		op = gv + op
	}
	return verb + op, []string{tag}, nil
}

// operationVerb returns the shortest verb op starts with, or "".
func operationVerb(op string) string {
	verb := ""
	for _, v := range operationVerbs {
		if strings.HasPrefix(op, v) && (verb == "" || len(v) < len(verb)) {
			verb = v
		}
	}
	return verb
}

// ToValidOperationID keeps letters, underscores and (not first) digits,
// and capitalizes the letter after anything dropped ("rbac.authorization"
// becomes "rbacAuthorization"), and the first one if asked.
// Upstream: k8s.io/apiserver/pkg/endpoints/openapi.ToValidOperationID.
func ToValidOperationID(s string, capitalizeFirstLetter bool) string {
	var b strings.Builder
	capitalize := capitalizeFirstLetter
	for i, r := range s {
		if unicode.IsLetter(r) || r == '_' || (i != 0 && unicode.IsDigit(r)) {
			if capitalize {
				r = unicode.ToUpper(r)
				capitalize = false
			}
			b.WriteRune(r)
		} else {
			capitalize = true
		}
	}
	return b.String()
}
