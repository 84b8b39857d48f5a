package ensurer

import (
	"reflect"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/internalbootstrap"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

// scheme converts and defaults the bootstrap objects.
var scheme = internalbootstrap.NewAPFScheme()

// flowSchemaOps is ObjectOps of FlowSchemas.
type flowSchemaOps struct {
	storageOps[*flowcontrol.FlowSchema]
}

// NewFlowSchemaOps returns the ObjectOps of FlowSchemas over storage.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.NewFlowSchemaOps.
func NewFlowSchemaOps(storage Storage) ObjectOps[*flowcontrol.FlowSchema] {
	return flowSchemaOps{storageOps[*flowcontrol.FlowSchema]{storage: storage, items: func(list runtime.Object) []*flowcontrol.FlowSchema {
		l := list.(*flowcontrol.FlowSchemaList)
		out := make([]*flowcontrol.FlowSchema, len(l.Items))
		for i := range l.Items {
			out[i] = &l.Items[i]
		}
		return out
	}}}
}

func (flowSchemaOps) DeepCopy(fs *flowcontrol.FlowSchema) *flowcontrol.FlowSchema {
	return fs.DeepCopy()
}

// ReplaceSpec returns a copy of into with from's spec.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.replaceFlowSchemaSpec.
func (flowSchemaOps) ReplaceSpec(into, from *flowcontrol.FlowSchema) *flowcontrol.FlowSchema {
	copied := into.DeepCopy()
	copied.Spec = from.DeepCopy().Spec
	return copied
}

// SpecEqualish compares the specs; the bootstrap objects are defaulted
// already (see InternalFlowSchemas).
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/ensurer.flowSchemaSpecEqual.
func (flowSchemaOps) SpecEqualish(expected, actual *flowcontrol.FlowSchema) bool {
	return reflect.DeepEqual(expected.Spec, actual.Spec)
}

// InternalFlowSchemas are exts defaulted, then converted to internal:
// what the store would hold had a client created them in v1.
// Upstream: none; upstream's ensurer writes v1 through a client.
func InternalFlowSchemas(exts []*flowcontrolv1.FlowSchema) []*flowcontrol.FlowSchema {
	out := make([]*flowcontrol.FlowSchema, len(exts))
	for i, ext := range exts {
		defaulted := ext.DeepCopy()
		scheme.Default(defaulted)
		out[i] = &flowcontrol.FlowSchema{}
		if err := scheme.Convert(defaulted, out[i], nil); err != nil {
			panic(err) // built in: a bug
		}
	}
	return out
}
