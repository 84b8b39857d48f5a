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
