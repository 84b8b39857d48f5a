package labels

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

func TestParseString(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", ""},
		{"x=a", "x=a"},
		{"x=a,y=b,z=c", "x=a,y=b,z=c"},
		{"z=c,y=b,x=a", "x=a,y=b,z=c"},
		{" x = a , y == b ", "x=a,y==b"},
		{"x!=a,y=b", "x!=a,y=b"},
		{"x=,z= ", "x=,z="},
		{"x", "x"},
		{"!x", "!x"},
		{"x>1", "x>1"},
		{"y<10,x>1", "x>1,y<10"},
		{"x in (foo,,baz),y,z notin ()", "x in (,baz,foo),y,z notin ()"},
		{"x in (b,a,b)", "x in (a,b)"},
		{"x notin (in)", "x notin (in)"},
		{"x in (notin)", "x in (notin)"},
		{"example.com/app=web", "example.com/app=web"},
		{"x=a,x!=b", "x=a,x!=b"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.in, err)
			}
			if got := s.String(); got != tt.want {
				t.Errorf("Parse(%q).String() = %q; want %q", tt.in, got, tt.want)
			}
			again, err := Parse(s.String())
			if err != nil || again.String() != tt.want {
				t.Errorf("Parse(%q) again = %v, %v; want %q", s.String(), again, err, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	const valueRegex = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
	const keyRegex = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
	tests := []struct {
		in, want string
	}{
		{"x=a||y=b", `unable to parse requirement: values[0][x]: Invalid value: "a||y": ` + valueRegex},
		{"x==a==b", "found '==', expected: ',' or 'end of string'"},
		{"!x=a", "found '=', expected: ',' or 'end of string'"},
		{"x=a b", "found 'b', expected: ',' or 'end of string'"},
		{"x=a,", "found '', expected: identifier after ','"},
		{"x,,y", "found ',', expected: identifier after ','"},
		{",x", "found ',', expected: !, identifier, or 'end of string'"},
		{"x in (a", "unable to parse requirement: found '', expected: ',' or ')'"},
		{"x in a", "unable to parse requirement: found 'a' expected: '('"},
		{"x in (a b)", "unable to parse requirement: found 'b', expected: ',' or ')'"},
		{"x=>1", "unable to parse requirement: found '>', expected: identifier"},
		{"x ! y", "unable to parse requirement: found '!', expected: in, notin, =, ==, !=, gt, lt"},
		{"x>a", `unable to parse requirement: values[0]: Invalid value: "a": for 'Gt', 'Lt' operators, the value must be an integer`},
		{"x=$", `unable to parse requirement: values[0][x]: Invalid value: "$": ` + valueRegex},
		{"-x", `unable to parse requirement: <nil>: Invalid value: "-x": ` + keyRegex},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := Parse(tt.in)
			if err == nil {
				t.Fatalf("Parse(%q) = %q; want error %q", tt.in, s, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("Parse(%q) error = %q; want %q", tt.in, err, tt.want)
			}
		})
	}
}

func TestMatches(t *testing.T) {
	tests := []struct {
		selector string
		labels   Set
		want     bool
	}{
		{"", Set{"x": "y"}, true},
		{"x=y", Set{"x": "y"}, true},
		{"x=y", Set{"x": "z"}, false},
		{"x==y", Set{"x": "y"}, true},
		{"x!=y", Set{}, true},
		{"x!=y", Set{"x": "z"}, true},
		{"x!=y", Set{"x": "y"}, false},
		{"x", Set{"x": ""}, true},
		{"x", Set{"y": "z"}, false},
		{"!x", Set{}, true},
		{"!x", Set{"x": "z"}, false},
		{"x in (a,b)", Set{"x": "b"}, true},
		{"x in (a,b)", Set{}, false},
		{"x notin (a,b)", Set{}, true},
		{"x notin (a,b)", Set{"x": "a"}, false},
		{"x in ()", Set{"x": ""}, true},
		{"x>1", Set{"x": "2"}, true},
		{"x>1", Set{"x": "1"}, false},
		{"x>1", Set{"x": "a"}, false},
		{"x>1", Set{}, false},
		{"x<1", Set{"x": "-3"}, true},
		{"x=a,y=b", Set{"x": "a", "y": "b"}, true},
		{"x=a,y=b", Set{"x": "a"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.selector+" "+tt.labels.String(), func(t *testing.T) {
			s, err := Parse(tt.selector)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.selector, err)
			}
			if got := s.Matches(tt.labels); got != tt.want {
				t.Errorf("%q.Matches(%v) = %v; want %v", tt.selector, tt.labels, got, tt.want)
			}
			// Labels that are not a Set go through Has and Get.
			if got := s.Matches(onlyLabels{tt.labels}); got != tt.want {
				t.Errorf("%q.Matches(onlyLabels %v) = %v; want %v", tt.selector, tt.labels, got, tt.want)
			}
		})
	}
}

// onlyLabels hides a Set behind the Labels interface.
type onlyLabels struct{ set Set }

func (l onlyLabels) Has(key string) bool   { return l.set.Has(key) }
func (l onlyLabels) Get(key string) string { return l.set.Get(key) }

func TestRequiresExactMatch(t *testing.T) {
	tests := []struct {
		selector, label, wantValue string
		wantFound                  bool
	}{
		{"x=a", "x", "a", true},
		{"x==a", "x", "a", true},
		{"x in (a)", "x", "a", true},
		{"x in (a,b)", "x", "", false},
		{"x!=a", "x", "", false},
		{"y=a", "x", "", false},
		{"x", "x", "", false},
	}
	for _, tt := range tests {
		s, err := Parse(tt.selector)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.selector, err)
		}
		v, found := s.RequiresExactMatch(tt.label)
		if v != tt.wantValue || found != tt.wantFound {
			t.Errorf("%q.RequiresExactMatch(%q) = %q, %v; want %q, %v", tt.selector, tt.label, v, found, tt.wantValue, tt.wantFound)
		}
	}
}

func TestNewRequirementErrors(t *testing.T) {
	tests := []struct {
		name string
		key  string
		op   selection.Operator
		vals []string
		want string
	}{
		{"empty key", "", selection.Exists, nil, `key: Invalid value: "": name part must be non-empty; name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`},
		{"in without values", "x", selection.In, nil, `values: Invalid value: []string(nil): for 'in', 'notin' operators, values set can't be empty`},
		{"equals two values", "x", selection.Equals, []string{"a", "b"}, `values: Invalid value: []string{"a", "b"}: exact-match compatibility requires one single value`},
		{"exists with value", "x", selection.Exists, []string{"a"}, `values: Invalid value: []string{"a"}: values set must be empty for exists and does not exist`},
		{"unknown operator", "x", "foo", []string{"a"}, `operator: Unsupported value: "foo": supported values: "in", "notin", "=", "==", "!=", "gt", "lt", "exists", "!"`},
		{"two problems", "x", selection.GreaterThan, []string{"a", "b"}, `[values: Invalid value: []string{"a", "b"}: for 'Gt', 'Lt' operators, exactly one value is required, values[0]: Invalid value: "a": for 'Gt', 'Lt' operators, the value must be an integer, values[1]: Invalid value: "b": for 'Gt', 'Lt' operators, the value must be an integer]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewRequirement(tt.key, tt.op, tt.vals)
			if err == nil || err.Error() != tt.want {
				t.Errorf("NewRequirement(%q, %q, %q) error = %v; want %s", tt.key, tt.op, tt.vals, err, tt.want)
			}
		})
	}
}

func TestSelectorFromSet(t *testing.T) {
	s := SelectorFromSet(Set{"b": "2", "a": "1"})
	if got, want := s.String(), "a=1,b=2"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if !s.Matches(Set{"a": "1", "b": "2", "c": "3"}) {
		t.Errorf("Matches(a=1,b=2,c=3) = false; want true")
	}
	if !SelectorFromSet(nil).Empty() {
		t.Errorf("SelectorFromSet(nil).Empty() = false; want true")
	}
	if _, err := ValidatedSelectorFromSet(Set{"a": "$"}); err == nil {
		t.Errorf("ValidatedSelectorFromSet(a=$) error = nil; want an error")
	}
}

func TestEverythingNothing(t *testing.T) {
	if !Everything().Matches(Set{"x": "y"}) || !Everything().Empty() {
		t.Errorf("Everything() does not match everything")
	}
	if Nothing().Matches(Set{}) || Nothing().Empty() {
		t.Errorf("Nothing() matches something")
	}
	if _, selectable := Nothing().Requirements(); selectable {
		t.Errorf("Nothing().Requirements() selectable = true; want false")
	}
}

func TestAddAndRequirements(t *testing.T) {
	r1, err := NewRequirement("b", selection.In, []string{"y", "x"})
	if err != nil {
		t.Fatal(err)
	}
	r2, err := NewRequirement("a", selection.DoesNotExist, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSelector().Add(*r1, *r2)
	if got, want := s.String(), "!a,b in (x,y)"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	reqs, _ := s.Requirements()
	if got := reqs[1].Values(); !slices.Equal(got, []string{"x", "y"}) {
		t.Errorf("Values() = %q; want [x y]", got)
	}
	if got := reqs[1].ValuesUnsorted(); !slices.Equal(got, []string{"y", "x"}) {
		t.Errorf("ValuesUnsorted() = %q; want [y x]", got)
	}
	cp := s.DeepCopySelector()
	if cp.String() != s.String() {
		t.Errorf("DeepCopySelector().String() = %q; want %q", cp, s)
	}
}

func TestSetSelector(t *testing.T) {
	s := SetSelector{"b": "2", "a": "1"}
	if got, want := s.String(), "a=1,b=2"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if !s.Matches(Set{"a": "1", "b": "2"}) || s.Matches(Set{"a": "1"}) {
		t.Errorf("Matches is wrong")
	}
}

func TestSetHelpers(t *testing.T) {
	if got := FormatLabels(nil); got != "<none>" {
		t.Errorf("FormatLabels(nil) = %q; want <none>", got)
	}
	if !Conflicts(Set{"a": "1"}, Set{"a": "2"}) || Conflicts(Set{"a": "1"}, Set{"b": "2"}) {
		t.Errorf("Conflicts is wrong")
	}
	if got := Merge(Set{"a": "1", "b": "1"}, Set{"b": "2"}); !Equals(got, Set{"a": "1", "b": "2"}) {
		t.Errorf("Merge = %v; want a=1,b=2", got)
	}
	m, err := ConvertSelectorToLabelsMap("a=1, b = 2")
	if err != nil || !Equals(m, Set{"a": "1", "b": "2"}) {
		t.Errorf("ConvertSelectorToLabelsMap = %v, %v; want a=1,b=2", m, err)
	}
}

func ExampleParse() {
	s, err := Parse("tier notin (cache), app in (web,api), !canary, env")
	if err != nil {
		panic(err)
	}
	fmt.Println(s.String())
	fmt.Println(s.Matches(Set{"app": "web", "env": "prod"}))
	fmt.Println(s.Matches(Set{"app": "web", "env": "prod", "canary": "true"}))
	// Output:
	// app in (api,web),!canary,env,tier notin (cache)
	// true
	// false
}
