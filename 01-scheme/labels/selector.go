package labels

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

var (
	unaryOperators = []string{
		string(selection.Exists), string(selection.DoesNotExist),
	}
	binaryOperators = []string{
		string(selection.In), string(selection.NotIn),
		string(selection.Equals), string(selection.DoubleEquals), string(selection.NotEquals),
		string(selection.GreaterThan), string(selection.LessThan),
	}
	validRequirementOperators = append(binaryOperators, unaryOperators...)
)

// Requirements is a list of requirements that must all hold.
// Upstream: k8s.io/apimachinery/pkg/labels.Requirements.
type Requirements []Requirement

// Selector tests label sets. The API server builds one from a request's
// labelSelector parameter and keeps only the objects it Matches.
// Upstream: k8s.io/apimachinery/pkg/labels.Selector.
type Selector interface {
	// Matches reports whether the labels satisfy the selector.
	Matches(Labels) bool
	// Empty reports whether the selector matches everything.
	Empty() bool
	// String prints the selector in canonical form: requirements sorted
	// by key, set values sorted; Parse(s.String()) gives s back.
	String() string
	// Add returns a new selector with more requirements.
	Add(r ...Requirement) Selector
	// Requirements lists the requirements; selectable is false for a
	// selector that matches nothing.
	Requirements() (requirements Requirements, selectable bool)
	// DeepCopySelector returns an independent copy.
	DeepCopySelector() Selector
	// RequiresExactMatch reports whether the selector pins label to one
	// value, and which: storage uses it to narrow a list by an index.
	RequiresExactMatch(label string) (value string, found bool)
}

// Everything returns a selector that matches all labels: what an absent
// labelSelector parameter means.
// Upstream: k8s.io/apimachinery/pkg/labels.Everything.
func Everything() Selector { return internalSelector{} }

type nothingSelector struct{}

func (nothingSelector) Matches(Labels) bool                      { return false }
func (nothingSelector) Empty() bool                              { return false }
func (nothingSelector) String() string                           { return "" }
func (n nothingSelector) Add(...Requirement) Selector            { return n }
func (nothingSelector) Requirements() (Requirements, bool)       { return nil, false }
func (n nothingSelector) DeepCopySelector() Selector             { return n }
func (nothingSelector) RequiresExactMatch(string) (string, bool) { return "", false }

// Nothing returns a selector that matches no labels: what a nil
// metav1.LabelSelector means. Upstream: k8s.io/apimachinery/pkg/labels.Nothing.
func Nothing() Selector { return nothingSelector{} }

// NewSelector returns an empty selector, to Add requirements to.
// Upstream: k8s.io/apimachinery/pkg/labels.NewSelector.
func NewSelector() Selector { return internalSelector(nil) }

// internalSelector is the selector Parse builds: requirements sorted by key,
// all of which must match.
type internalSelector []Requirement

// ByKey sorts requirements by key, which makes a selector's String
// canonical. Upstream: k8s.io/apimachinery/pkg/labels.ByKey.
type ByKey []Requirement

func (a ByKey) Len() int           { return len(a) }
func (a ByKey) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a ByKey) Less(i, j int) bool { return a[i].key < a[j].key }

// sortByKey sorts stably, so requirements on one key keep their order (for
// the short lists selectors are, upstream's sort.Sort does the same).
func sortByKey(reqs []Requirement) { sort.Stable(ByKey(reqs)) }

// Requirement is one condition of a selector: a key, an operator and
// values. Build it with NewRequirement; the zero value is invalid.
// Upstream: k8s.io/apimachinery/pkg/labels.Requirement.
type Requirement struct {
	key      string
	operator selection.Operator
	// strValues is a slice, not a set: it almost always holds one value.
	strValues []string
}

// NewRequirement checks and builds a requirement. The rules: a valid label
// key; In and NotIn need at least one value; Equals, DoubleEquals and
// NotEquals exactly one; Exists and DoesNotExist none; GreaterThan and
// LessThan exactly one integer; every value a valid label value ("" is
// one). All problems are reported together.
// Upstream: k8s.io/apimachinery/pkg/labels.NewRequirement.
func NewRequirement(key string, op selection.Operator, vals []string) (*Requirement, error) {
	var errs []error
	if err := validateLabelKey(key, "key"); err != nil {
		errs = append(errs, err)
	}
	errs = append(errs, checkValueCount(op, vals)...)
	for i := range vals {
		if err := validateLabelValue(key, vals[i], "values["+strconv.Itoa(i)+"]"); err != nil {
			errs = append(errs, err)
		}
	}
	return &Requirement{key: key, operator: op, strValues: vals}, aggregate(errs)
}

// checkValueCount applies the operator's rules on how many values it takes.
func checkValueCount(op selection.Operator, vals []string) []error {
	switch op {
	case selection.In, selection.NotIn:
		if len(vals) == 0 {
			return []error{invalidError("values", vals, "for 'in', 'notin' operators, values set can't be empty")}
		}
	case selection.Equals, selection.DoubleEquals, selection.NotEquals:
		if len(vals) != 1 {
			return []error{invalidError("values", vals, "exact-match compatibility requires one single value")}
		}
	case selection.Exists, selection.DoesNotExist:
		if len(vals) != 0 {
			return []error{invalidError("values", vals, "values set must be empty for exists and does not exist")}
		}
	case selection.GreaterThan, selection.LessThan:
		var errs []error
		if len(vals) != 1 {
			errs = append(errs, invalidError("values", vals, "for 'Gt', 'Lt' operators, exactly one value is required"))
		}
		for i := range vals {
			if _, err := strconv.ParseInt(vals[i], 10, 64); err != nil {
				errs = append(errs, invalidError("values["+strconv.Itoa(i)+"]", vals[i], "for 'Gt', 'Lt' operators, the value must be an integer"))
			}
		}
		return errs
	default:
		return []error{notSupportedError("operator", op, validRequirementOperators)}
	}
	return nil
}

func (r *Requirement) hasValue(value string) bool {
	return slices.Contains(r.strValues, value)
}

// Matches reports whether ls satisfies the requirement. A missing key
// satisfies NotIn, NotEquals and DoesNotExist and nothing else;
// GreaterThan and LessThan compare as integers and fail on a label value
// that is not one. Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).Matches.
func (r *Requirement) Matches(ls Labels) bool {
	switch r.operator {
	case selection.In, selection.Equals, selection.DoubleEquals:
		v, ok := lookup(ls, r.key)
		return ok && r.hasValue(v)
	case selection.NotIn, selection.NotEquals:
		v, ok := lookup(ls, r.key)
		return !ok || !r.hasValue(v)
	case selection.Exists:
		return ls.Has(r.key)
	case selection.DoesNotExist:
		return !ls.Has(r.key)
	case selection.GreaterThan, selection.LessThan:
		v, ok := lookup(ls, r.key)
		if !ok || len(r.strValues) != 1 {
			return false
		}
		have, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return false
		}
		want, err := strconv.ParseInt(r.strValues[0], 10, 64)
		if err != nil {
			return false
		}
		return (r.operator == selection.GreaterThan && have > want) ||
			(r.operator == selection.LessThan && have < want)
	default:
		return false
	}
}

// lookup reads key's value from ls, and whether it is there: with one map
// lookup when ls is a Set (every object's labels are, in the watch cache
// too, where a label-selected list matches every cached object), with Has
// then Get otherwise. Upstream's Matches always calls Has, then Get: the
// same answers, with the key hashed and compared twice, for every object
// a label-selected list looks at.
func lookup(ls Labels, key string) (string, bool) {
	if set, ok := ls.(Set); ok {
		v, found := set[key]
		return v, found
	}
	if !ls.Has(key) {
		return "", false
	}
	return ls.Get(key), true
}

// Key returns the label key.
// Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).Key.
func (r *Requirement) Key() string { return r.key }

// Operator returns the operator.
// Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).Operator.
func (r *Requirement) Operator() selection.Operator { return r.operator }

// Values returns the values as a sorted set. Upstream returns a
// sets.String; call sites that used its List() get the same slice.
// Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).Values.
func (r *Requirement) Values() []string { return sortedSet(r.strValues) }

// ValuesUnsorted returns a copy of the values in the order given.
// Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).ValuesUnsorted.
func (r *Requirement) ValuesUnsorted() []string { return slices.Clone(r.strValues) }

// Equal reports whether both requirements have the same key, operator and
// values in the same order.
// Upstream: k8s.io/apimachinery/pkg/labels.Requirement.Equal.
func (r Requirement) Equal(x Requirement) bool {
	return r.key == x.key && r.operator == x.operator && slices.Equal(r.strValues, x.strValues)
}

// String prints the requirement as the selector language writes it:
// "k=v", "k==v", "k!=v", "k in (a,b)", "k notin (a,b)", "k", "!k", "k>1",
// "k<1"; set values sorted. Upstream: k8s.io/apimachinery/pkg/labels.(*Requirement).String.
func (r *Requirement) String() string {
	var sb strings.Builder
	if r.operator == selection.DoesNotExist {
		sb.WriteString("!")
	}
	sb.WriteString(r.key)
	switch r.operator {
	case selection.Exists, selection.DoesNotExist:
		return sb.String()
	case selection.In, selection.NotIn:
		sb.WriteString(" " + string(r.operator) + " (")
		sb.WriteString(strings.Join(sortedCopy(r.strValues), ","))
		sb.WriteString(")")
		return sb.String()
	case selection.GreaterThan:
		sb.WriteString(">")
	case selection.LessThan:
		sb.WriteString("<")
	default: // =, ==, !=
		sb.WriteString(string(r.operator))
	}
	sb.WriteString(strings.Join(sortedCopy(r.strValues), ","))
	return sb.String()
}

// sortedCopy sorts without touching the input, which may be shared.
func sortedCopy(in []string) []string {
	if sort.StringsAreSorted(in) {
		return in
	}
	out := slices.Clone(in)
	sort.Strings(out)
	return out
}

// sortedSet returns the distinct values, sorted, never nil (as upstream's
// sets.String.List).
func sortedSet(in []string) []string {
	out := append(make([]string, 0, len(in)), in...)
	sort.Strings(out)
	return slices.Compact(out)
}

// Empty reports whether the selector has no requirements.
func (s internalSelector) Empty() bool { return len(s) == 0 }

// Add returns a copy of s with reqs added, sorted by key.
// Upstream: k8s.io/apimachinery/pkg/labels.internalSelector.Add.
func (s internalSelector) Add(reqs ...Requirement) Selector {
	ret := make(internalSelector, 0, len(s)+len(reqs))
	ret = append(ret, s...)
	ret = append(ret, reqs...)
	sortByKey(ret)
	return ret
}

// Matches reports whether every requirement matches.
func (s internalSelector) Matches(l Labels) bool {
	for i := range s {
		if !s[i].Matches(l) {
			return false
		}
	}
	return true
}

func (s internalSelector) Requirements() (Requirements, bool) { return Requirements(s), true }

// String joins the requirements with commas.
func (s internalSelector) String() string {
	reqs := make([]string, 0, len(s))
	for i := range s {
		reqs = append(reqs, s[i].String())
	}
	return strings.Join(reqs, ",")
}

// RequiresExactMatch finds the first requirement on label; it pins the
// value if it is =, == or in with exactly one value.
func (s internalSelector) RequiresExactMatch(label string) (string, bool) {
	for i := range s {
		if s[i].key != label {
			continue
		}
		switch s[i].operator {
		case selection.Equals, selection.DoubleEquals, selection.In:
			if len(s[i].strValues) == 1 {
				return s[i].strValues[0], true
			}
		}
		return "", false
	}
	return "", false
}

func (s internalSelector) DeepCopySelector() Selector {
	if s == nil {
		return internalSelector(nil)
	}
	out := make(internalSelector, len(s))
	for i := range s {
		out[i] = Requirement{key: s[i].key, operator: s[i].operator, strValues: slices.Clone(s[i].strValues)}
	}
	return out
}

// SelectorFromSet returns a selector that matches exactly the labels in ls
// (every key equal), without validating them; nil or empty matches
// everything. Upstream: k8s.io/apimachinery/pkg/labels.SelectorFromSet.
func SelectorFromSet(ls Set) Selector { return SelectorFromValidatedSet(ls) }

// ValidatedSelectorFromSet is SelectorFromSet, but rejects invalid keys and
// values. Upstream: k8s.io/apimachinery/pkg/labels.ValidatedSelectorFromSet.
func ValidatedSelectorFromSet(ls Set) (Selector, error) {
	if len(ls) == 0 {
		return internalSelector{}, nil
	}
	requirements := make([]Requirement, 0, len(ls))
	for label, value := range ls {
		r, err := NewRequirement(label, selection.Equals, []string{value})
		if err != nil {
			return nil, err
		}
		requirements = append(requirements, *r)
	}
	sortByKey(requirements)
	return internalSelector(requirements), nil
}

// SelectorFromValidatedSet is SelectorFromSet for labels known to be valid.
// Upstream: k8s.io/apimachinery/pkg/labels.SelectorFromValidatedSet.
func SelectorFromValidatedSet(ls Set) Selector {
	if len(ls) == 0 {
		return internalSelector{}
	}
	requirements := make([]Requirement, 0, len(ls))
	for label, value := range ls {
		requirements = append(requirements, Requirement{key: label, operator: selection.Equals, strValues: []string{value}})
	}
	sortByKey(requirements)
	return internalSelector(requirements)
}

// SetSelector wraps a Set as a Selector without copying it: faster than
// SelectorFromSet, but the caller must not change the Set afterwards.
// Upstream: k8s.io/apimachinery/pkg/labels.SetSelector.
type SetSelector Set

// Matches reports whether every label of s is in labels with its value.
func (s SetSelector) Matches(labels Labels) bool {
	for k, v := range s {
		if !labels.Has(k) || v != labels.Get(k) {
			return false
		}
	}
	return true
}

// Empty reports whether s has no labels.
func (s SetSelector) Empty() bool { return len(s) == 0 }

// String prints "k1=v1,k2=v2", sorted.
func (s SetSelector) String() string { return Set(s).String() }

// Add converts s to a full selector and adds r.
func (s SetSelector) Add(r ...Requirement) Selector {
	return SelectorFromValidatedSet(Set(s)).Add(r...)
}

// Requirements returns one Equals requirement per label.
func (s SetSelector) Requirements() (Requirements, bool) {
	return SelectorFromValidatedSet(Set(s)).Requirements()
}

// DeepCopySelector copies the map.
func (s SetSelector) DeepCopySelector() Selector {
	res := make(SetSelector, len(s))
	for k, v := range s {
		res[k] = v
	}
	return res
}

// RequiresExactMatch returns the label's value, if s has it.
func (s SetSelector) RequiresExactMatch(label string) (string, bool) {
	v, f := s[label]
	return v, f
}

var _ Selector = SetSelector{}
