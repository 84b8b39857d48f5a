package generators

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratorsOnWidgets runs every generator on the widgets test group
// (testdata/widgets) and looks for the statements each must write.
func TestGeneratorsOnWidgets(t *testing.T) {
	files, err := Run(".", All, "./testdata/widgets", "./testdata/widgets/v1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file string
		want []string
	}{
		{"widgets/zz_generated.deepcopy.go", []string{
			"func (in *Widget) DeepCopyInto(out *Widget) {",
			"in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)",
			"(*in)[i].DeepCopyInto(&(*out)[i])",
			"*out = new(int32)",
			"func (in *Widget) DeepCopyObject() runtime.Object {",
			"(*in).DeepCopyInto(*out)",
		}},
		{"widgets/v1/zz_generated.conversion.go", []string{
			"func autoConvert_v1_Widget_To_widgets_Widget(in *Widget, out *widgets.Widget, s conversion.Scope) error {",
			"out.Color = widgets.Color(in.Color)",
			"// WARNING: in.Legacy requires manual conversion: does not exist in peer-type",
			// Alike on both sides: shared, as upstream's.
			"out.ObjectMeta = in.ObjectMeta",
			"out.Labels = in.Labels",
			"out.Size = in.Size",
			"out.Gears = *(*[]widgets.Gear)(unsafe.Pointer(&in.Gears))",
			"out.Spare = (*widgets.Gear)(unsafe.Pointer(in.Spare))",
			// Widget has a hand-written conversion: called for each item.
			"if err := Convert_v1_Widget_To_widgets_Widget(&(*in)[i], &(*out)[i], s); err != nil {",
			"func Convert_widgets_Widget_To_v1_Widget(",
			"s.AddGeneratedConversionFunc((*Gear)(nil), (*widgets.Gear)(nil),",
			"s.AddConversionFunc((*Widget)(nil), (*widgets.Widget)(nil),",
			"localSchemeBuilder.Register(RegisterConversions)",
		}},
		{"widgets/v1/zz_generated.defaults.go", []string{
			"scheme.AddTypeDefaultingFunc(&Widget{}, func(obj interface{}) { SetObjectDefaults_Widget(obj.(*Widget)) })",
			"for i := range in.Gears {",
			"SetDefaults_Gear(a)",
			"SetDefaults_Gear(a.Spare)",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := string(files[filepath.Join(mustAbs(t, "testdata"), tt.file)])
			for _, want := range tt.want {
				if !strings.Contains(got, want) {
					t.Errorf("got no %q in:\n%s", want, got)
				}
			}
		})
	}
	if got := files[filepath.Join(mustAbs(t, "testdata"), "widgets/zz_generated.conversion.go")]; got != nil {
		t.Errorf("got a conversion file for the internal package; want none")
	}
	if strings.Contains(string(files[filepath.Join(mustAbs(t, "testdata"), "widgets/v1/zz_generated.conversion.go")]), "func Convert_v1_Widget_To_widgets_Widget(") {
		t.Errorf("got a generated Convert_v1_Widget_To_widgets_Widget; want the hand-written one left alone")
	}
}

func mustAbs(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}
