package internalbootstrap

import (
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/install"
	flowcontrolv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/v1"
)

var (
	// MandatoryFlowSchemas are bootstrap.MandatoryFlowSchemas, internal,
	// by name.
	// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.MandatoryFlowSchemas.
	MandatoryFlowSchemas = internalizeFSes(bootstrap.MandatoryFlowSchemas)
	// MandatoryPriorityLevelConfigurations are
	// bootstrap.MandatoryPriorityLevelConfigurations, internal, by name.
	// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.MandatoryPriorityLevelConfigurations.
	MandatoryPriorityLevelConfigurations = internalizePLs(bootstrap.MandatoryPriorityLevelConfigurations)
)

// NewAPFScheme is a scheme with the flowcontrol group alone.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.NewAPFScheme.
func NewAPFScheme() *runtime.Scheme {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	return scheme
}

// internalizeFSes converts FlowSchemas, panicking on an error (the input
// is built in).
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.internalizeFSes.
func internalizeFSes(exts []*flowcontrolv1.FlowSchema) map[string]*flowcontrol.FlowSchema {
	ans := make(map[string]*flowcontrol.FlowSchema, len(exts))
	scheme := NewAPFScheme()
	for _, ext := range exts {
		var untyped flowcontrol.FlowSchema
		// A copy: the conversion would share ext's slices and maps, and
		// ext is the bootstrap package's, not ours.
		if err := scheme.Convert(ext.DeepCopy(), &untyped, nil); err != nil {
			panic(err)
		}
		ans[ext.Name] = &untyped
	}
	return ans
}

// internalizePLs converts priority levels, panicking on an error.
// Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.internalizePLs.
func internalizePLs(exts []*flowcontrolv1.PriorityLevelConfiguration) map[string]*flowcontrol.PriorityLevelConfiguration {
	ans := make(map[string]*flowcontrol.PriorityLevelConfiguration, len(exts))
	scheme := NewAPFScheme()
	for _, ext := range exts {
		var untyped flowcontrol.PriorityLevelConfiguration
		// A copy: the conversion would share ext's slices and maps, and
		// ext is the bootstrap package's, not ours.
		if err := scheme.Convert(ext.DeepCopy(), &untyped, nil); err != nil {
			panic(err)
		}
		ans[ext.Name] = &untyped
	}
	return ans
}
