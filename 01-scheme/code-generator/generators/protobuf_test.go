package generators

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestProtobufOnGadgets runs protobuf-gen on testdata/gadgets and looks for
// the statements each kind of field needs, and for the types it must leave
// to the reflective codec.
func TestProtobufOnGadgets(t *testing.T) {
	files, err := Run(".", []Generator{{Name: "protobuf-gen", FileName: "zz_generated.protobuf.go", Generate: GenerateProtobuf}}, "./testdata/gadgets")
	if err != nil {
		t.Fatal(err)
	}
	got := string(files[filepath.Join(mustAbs(t, "testdata"), "gadgets/zz_generated.protobuf.go")])
	for _, want := range []string{
		"func (m *Gadget) ProtoSize() (n int) {",
		"func (m *Gadget) MarshalToSizedBuffer(dAtA []byte) (int, error) {",
		"func (m *Gadget) ProtoReceiver() any { return m }",
		"func (m *Gadget) UnmarshalMerge(dAtA []byte, depth int) error {",
		// Decoding: a wrong wire type fails, numbers may come packed,
		// a nested message merges one level deeper.
		"if f.Wire != 2 {\n\t\t\t\treturn proto.ErrGenerated",
		"x, n, err := proto.ReadScalar(",
		"if err := m.Parts[len(m.Parts)-1].UnmarshalMerge(f.Body, depth+1); err != nil {",
		"m.Raw = append([]byte{}, f.Body...)",
		// Field 300's key takes two bytes, written last byte first.
		"n += 2 + proto.SizeVarint(uint64(m.Field))",
		"dAtA[i] = 0x12\n\ti--\n\tdAtA[i] = 0xe0",
		// Map keys sorted on the stack, entries written last first.
		"proto.SortedKeys(m.Labels, small",
		// A nil pointer, []byte or named slice is left out.
		"if m.Count != nil {",
		"if m.Raw != nil {",
		"if m.Verbs != nil {",
		// Nested messages write themselves in front of what follows.
		"size, err := m.Parts[i",
		"proto.EncodeVarint(dAtA, i, uint64(int64(m.ID)<<1)^uint64(int64(m.ID)>>63))",
		"proto.PutFixed64(dAtA[i:], math.Float64bits(float64(m.Ratio)))",
		// Strings tagged +k8s:protobuf-gen:intern come from
		// proto.InternString; a map's keys only when =keys.
		"m.Kind = proto.InternString(f.Body)",
		"k12 = proto.InternString(g13.Body)",
		"v12 = string(g13.Body)",
		"m.Name = string(f.Body)",
		"// Odd is left to the reflective codec: field C: unsupported type chan int.",
		"// HoldsOdd is left to the reflective codec: field O: message",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("got no %q in:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Hidden") {
		t.Errorf("got the untagged field Hidden written; want it left out")
	}
}

// TestMarkIntern checks which fields +k8s:protobuf-gen:intern may mark,
// and what it marks.
func TestMarkIntern(t *testing.T) {
	str := func() *pcoder { return &pcoder{kind: pString} }
	strMap := func() *pcoder { return &pcoder{kind: pMap, key: str(), val: str()} }
	tests := []struct {
		name             string
		c                *pcoder
		value            string
		wantErr          bool
		wantKey, wantVal bool // for maps
	}{
		{name: "string", c: str()},
		{name: "pointer to string", c: &pcoder{kind: pPointer, elem: str()}},
		{name: "slice of strings", c: &pcoder{kind: pRepeated, elem: str()}},
		{name: "map keys", c: strMap(), value: "keys", wantKey: true},
		{name: "map values", c: strMap(), value: "values", wantVal: true},
		{name: "map keys and values", c: strMap(), value: "keys,values", wantKey: true, wantVal: true},
		{name: "map without a choice", c: strMap(), wantErr: true},
		{name: "map of bytes values", c: &pcoder{kind: pMap, key: str(), val: &pcoder{kind: pBytes}}, value: "values", wantErr: true},
		{name: "bytes", c: &pcoder{kind: pBytes}, wantErr: true},
		{name: "number", c: &pcoder{kind: pInt}, wantErr: true},
		{name: "string with a value", c: str(), value: "keys", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := markIntern(tt.c, tt.value)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got error %v; want error %v", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if tt.c.kind == pMap {
				if tt.c.key.intern != tt.wantKey || tt.c.val.intern != tt.wantVal {
					t.Errorf("got keys %v, values %v interned; want %v, %v", tt.c.key.intern, tt.c.val.intern, tt.wantKey, tt.wantVal)
				}
				return
			}
			s := tt.c
			for s.elem != nil {
				s = s.elem
			}
			if !s.intern {
				t.Errorf("got the string not marked; want it marked")
			}
		})
	}
}
