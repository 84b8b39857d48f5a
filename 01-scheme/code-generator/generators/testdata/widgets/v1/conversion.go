package v1

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/generators/testdata/widgets"
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
)

// Convert_v1_Widget_To_widgets_Widget drops Legacy.
func Convert_v1_Widget_To_widgets_Widget(in *Widget, out *widgets.Widget, s conversion.Scope) error {
	return autoConvert_v1_Widget_To_widgets_Widget(in, out, s)
}
