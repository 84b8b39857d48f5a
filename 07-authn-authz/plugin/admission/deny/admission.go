// Package deny is the AlwaysDeny admission plugin: it refuses every
// write with 403 Forbidden. Upstream deprecates it; we keep it to show,
// with one flag (--enable-admission-plugins=AlwaysDeny), where admission
// runs: after authentication and authorization, and before storage —
// reads still work, and nothing is stored.
//
// Stage 07 adds it. Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.
package deny

import (
	"context"
	"errors"
	"io"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.PluginName.
const PluginName = "AlwaysDeny"

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(config io.Reader) (admission.Interface, error) {
		return NewAlwaysDeny(), nil
	})
}

// alwaysDeny refuses every request it is asked about.
type alwaysDeny struct{}

var (
	_ admission.MutationInterface   = alwaysDeny{}
	_ admission.ValidationInterface = alwaysDeny{}
)

// NewAlwaysDeny returns the plugin.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.NewAlwaysDeny.
func NewAlwaysDeny() admission.Interface { return alwaysDeny{} }

// errDenied is upstream's message.
var errDenied = errors.New("admission control is denying all modifications")

// Admit refuses.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.alwaysDeny.Admit.
func (alwaysDeny) Admit(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return admission.NewForbidden(a, errDenied)
}

// Validate refuses.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.alwaysDeny.Validate.
func (alwaysDeny) Validate(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	return admission.NewForbidden(a, errDenied)
}

// Handles says yes to every operation.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/deny.alwaysDeny.Handles.
func (alwaysDeny) Handles(admission.Operation) bool { return true }
