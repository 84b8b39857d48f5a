package fields

import (
	"errors"
	"fmt"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/selection"
)

func TestParseSelector(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", ""},
		{"a=b", "a=b"},
		{"metadata.name==web", "metadata.name=web"},
		{"status.phase!=Running", "status.phase!=Running"},
		{"b=1,a=2", "a=2,b=1"},
		{"a=b,,c=d", "a=b,c=d"},
		{"x=", "x="},
		{"x!=", "x!="},
		{`x=a\,b`, `x=a\,b`},
		{`x=a\=b`, `x=a\=b`},
		{`x=a\\b`, `x=a\\b`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := ParseSelector(tt.in)
			if err != nil {
				t.Fatalf("ParseSelector(%q): %v", tt.in, err)
			}
			if got := s.String(); got != tt.want {
				t.Errorf("ParseSelector(%q).String() = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseSelectorErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"foo", "invalid selector: 'foo'; can't understand 'foo'"},
		{"x=a,b", "invalid selector: 'x=a,b'; can't understand 'b'"},
		{"x=a=b", "invalid field selector: unescaped character in value: 61"},
		{`x=a\b`, `invalid field selector: invalid escape sequence: \b`},
		{`x=a\`, `invalid field selector: invalid escape sequence: \`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := ParseSelector(tt.in)
			if err == nil {
				t.Fatalf("ParseSelector(%q) = %q; want error %q", tt.in, s, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("ParseSelector(%q) error = %q; want %q", tt.in, err, tt.want)
			}
		})
	}
	_, err := ParseSelector(`x=a\b`)
	var esc InvalidEscapeSequence
	if !errors.As(err, &esc) {
		t.Errorf("error %v is not an InvalidEscapeSequence", err)
	}
}

func TestMatches(t *testing.T) {
	tests := []struct {
		selector string
		fields   Set
		want     bool
	}{
		{"", Set{"x": "y"}, true},
		{"x=y", Set{"x": "y"}, true},
		{"x=y", Set{"x": "z"}, false},
		{"x=y", Set{}, false},
		{"x=", Set{}, true},
		{"x!=y", Set{"x": "z"}, true},
		{"x!=y", Set{}, true},
		{"x!=y", Set{"x": "y"}, false},
		{"x=y,a=b", Set{"x": "y", "a": "b"}, true},
		{"x=y,a=b", Set{"x": "y"}, false},
		{`x=a\,b`, Set{"x": "a,b"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.selector, func(t *testing.T) {
			s, err := ParseSelector(tt.selector)
			if err != nil {
				t.Fatalf("ParseSelector(%q): %v", tt.selector, err)
			}
			if got := s.Matches(tt.fields); got != tt.want {
				t.Errorf("%q.Matches(%v) = %v; want %v", tt.selector, tt.fields, got, tt.want)
			}
		})
	}
}

func TestRequiresExactMatch(t *testing.T) {
	tests := []struct {
		selector, field, wantValue string
		wantFound                  bool
	}{
		{"metadata.name=web", "metadata.name", "web", true},
		{"a=b,metadata.name=web", "metadata.name", "web", true},
		{"metadata.name!=web", "metadata.name", "", false},
		{"a=b", "metadata.name", "", false},
		{"", "metadata.name", "", false},
	}
	for _, tt := range tests {
		s := ParseSelectorOrDie(tt.selector)
		v, found := s.RequiresExactMatch(tt.field)
		if v != tt.wantValue || found != tt.wantFound {
			t.Errorf("%q.RequiresExactMatch(%q) = %q, %v; want %q, %v", tt.selector, tt.field, v, found, tt.wantValue, tt.wantFound)
		}
	}
}

func TestTransform(t *testing.T) {
	s := ParseSelectorOrDie("spec.host=n1,drop=me,status.phase!=Running")
	out, err := s.Transform(func(f, v string) (string, string, error) {
		switch f {
		case "spec.host":
			return "spec.nodeName", v, nil
		case "drop":
			return "", "", nil
		}
		return f, v, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "spec.nodeName=n1,status.phase!=Running"; got != want {
		t.Errorf("Transform().String() = %q; want %q", got, want)
	}
	_, err = s.Transform(func(f, v string) (string, string, error) {
		return "", "", fmt.Errorf("%q is not a known field selector", f)
	})
	if err == nil {
		t.Errorf("Transform with a failing func: error = nil; want an error")
	}
}

func TestRequirements(t *testing.T) {
	got := ParseSelectorOrDie("b!=2,a=1").Requirements()
	want := Requirements{
		{Field: "a", Operator: selection.Equals, Value: "1"},
		{Field: "b", Operator: selection.NotEquals, Value: "2"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Requirements() = %v; want %v", got, want)
	}
}

func TestEscapeRoundTrip(t *testing.T) {
	for _, v := range []string{"", "plain", `a\b`, "a,b=c", `\,=`} {
		s := OneTermEqualSelector("f", v)
		back, err := ParseSelector(s.String())
		if err != nil {
			t.Fatalf("ParseSelector(%q): %v", s.String(), err)
		}
		if got, _ := back.RequiresExactMatch("f"); got != v {
			t.Errorf("round trip of %q = %q", v, got)
		}
	}
}

func TestSelectorFromSet(t *testing.T) {
	s := Set{"b": "2", "a": "1"}.AsSelector()
	if got, want := s.String(), "a=1,b=2"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if !SelectorFromSet(nil).Empty() {
		t.Errorf("SelectorFromSet(nil).Empty() = false; want true")
	}
	if got := OneTermNotEqualSelector("a", "b").String(); got != "a!=b" {
		t.Errorf("OneTermNotEqualSelector = %q; want a!=b", got)
	}
	if got := AndSelectors(OneTermEqualSelector("a", "1"), Everything()).String(); got != "a=1," {
		t.Errorf("AndSelectors = %q; want %q", got, "a=1,")
	}
}

func ExampleParseSelector() {
	s, err := ParseSelector(`status.phase!=Running,metadata.name=web\,1`)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.String())
	fmt.Println(s.Matches(Set{"metadata.name": "web,1", "status.phase": "Pending"}))
	// Output:
	// metadata.name=web\,1,status.phase!=Running
	// true
}
