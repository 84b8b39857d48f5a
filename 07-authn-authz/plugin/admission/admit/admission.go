// Package admit is the AlwaysAdmit admission plugin: it lets every
// request through. Upstream deprecates it ("no real meaning": no plugin
// at all admits everything too); we keep it because it is the smallest
// plugin there is, the one to read first.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.
package admit

import (
	"context"
	"io"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.PluginName.
const PluginName = "AlwaysAdmit"

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(config io.Reader) (admission.Interface, error) {
		return NewAlwaysAdmit(), nil
	})
}

// alwaysAdmit admits everything, mutating nothing.
type alwaysAdmit struct{}

var (
	_ admission.MutationInterface   = alwaysAdmit{}
	_ admission.ValidationInterface = alwaysAdmit{}
)

// NewAlwaysAdmit returns the plugin.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.NewAlwaysAdmit.
func NewAlwaysAdmit() admission.Interface { return alwaysAdmit{} }

// Admit changes nothing.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.alwaysAdmit.Admit.
func (alwaysAdmit) Admit(context.Context, admission.Attributes, admission.ObjectInterfaces) error {
	return nil
}

// Validate refuses nothing.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.alwaysAdmit.Validate.
func (alwaysAdmit) Validate(context.Context, admission.Attributes, admission.ObjectInterfaces) error {
	return nil
}

// Handles says yes to every operation.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/admit.alwaysAdmit.Handles.
func (alwaysAdmit) Handles(admission.Operation) bool { return true }
