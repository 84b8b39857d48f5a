package protobuf

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
)

// Small API types for the tests. Like real API types they embed a TypeMeta
// with no protobuf tag: apiVersion and kind travel in the envelope.

var testGV = schema.GroupVersion{Group: "test.k8s.io", Version: "v1"}

type widgetMeta struct {
	Name string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

type Widget struct {
	runtime.TypeMeta `json:",inline"`
	Metadata         widgetMeta        `json:"metadata" protobuf:"bytes,1,opt,name=metadata"`
	Size             int32             `json:"size" protobuf:"varint,2,opt,name=size"`
	Labels           map[string]string `json:"labels,omitempty" protobuf:"bytes,3,rep,name=labels"`
}

func (w *Widget) DeepCopyObject() runtime.Object { return conversion.DeepCopy(w) }

type Gadget struct {
	runtime.TypeMeta `json:",inline"`
	Name             string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

func (g *Gadget) DeepCopyObject() runtime.Object { return conversion.DeepCopy(g) }

// NoProto is registered but has no protobuf form.
type NoProto struct {
	runtime.TypeMeta `json:",inline"`
	Name             string `json:"name"`
}

func (n *NoProto) DeepCopyObject() runtime.Object { return conversion.DeepCopy(n) }

// Plain has a protobuf form but is not registered.
type Plain struct {
	runtime.TypeMeta `json:",inline"`
	Name             string `json:"name" protobuf:"bytes,1,opt,name=name"`
}

func (p *Plain) DeepCopyObject() runtime.Object { return conversion.DeepCopy(p) }

func newTestScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	s.AddKnownTypes(testGV, &Widget{}, &Gadget{}, &NoProto{})
	return s
}

func newWidget(name string, size int32) *Widget {
	w := &Widget{Metadata: widgetMeta{Name: name}, Size: size}
	w.SetGroupVersionKind(testGV.WithKind("Widget"))
	return w
}
