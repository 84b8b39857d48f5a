package v1

import metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"

// Color is a named string.
type Color string

// Widget is a kind; Legacy has no internal twin.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type Widget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Color  Color
	Gears  []Gear
	Labels map[string][]string
	Size   *int32
	Legacy string
}

// Gear is a nested struct.
type Gear struct {
	Teeth int32
	Spare *Gear
}

// WidgetList is a list kind. Its Items convert one by one: Widget has a
// hand-written conversion, so no cast may skip it.
//
// +k8s:deepcopy-gen:interfaces=github.com/kube-rebuilt/apiserver/01-scheme/runtime.Object
type WidgetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Widget
}
