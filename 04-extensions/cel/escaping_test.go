package cel

import "testing"

// TestEscape: property names that are not CEL identifiers, as upstream
// escapes them (k8s.io/apiserver/pkg/cel's escaping_test.go cases).
func TestEscape(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"replicas", "replicas", true},
		{"namespace", "__namespace__", true},
		{"in", "__in__", true},
		{"x-prop", "x__dash__prop", true},
		{"redact__d", "redact__underscores__d", true},
		{"a.b", "a__dot__b", true},
		{"a/b", "a__slash__b", true},
		{"_under", "_under", true},
		{"1leading", "", false},
		{"has space", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		got, ok := Escape(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Escape(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestMaybeAssignTypeName: every object below a named type gets a name of
// its own, so that the provider can resolve each one's fields.
func TestMaybeAssignTypeName(t *testing.T) {
	item := NewObjectType("object", map[string]*DeclField{"port": {Name: "port", Type: IntType}})
	root := NewObjectType("object", map[string]*DeclField{
		"ports": {Name: "ports", Type: NewListType(item, 10)},
	}).MaybeAssignTypeName("selfType1")
	p := NewDeclTypeProvider(root)
	for _, name := range []string{"selfType1", "selfType1.ports.@idx"} {
		if _, ok := p.FindStructType(name); !ok {
			t.Errorf("got no type %s; want it registered", name)
		}
	}
	if ft, ok := p.FindStructFieldType("selfType1.ports.@idx", "port"); !ok || ft.Type.String() != "int" {
		t.Errorf("got field type %v, %v; want int", ft, ok)
	}
	if _, ok := p.FindStructFieldType("selfType1", "nosuch"); ok {
		t.Errorf("got a type for an undefined field; want none")
	}
}
