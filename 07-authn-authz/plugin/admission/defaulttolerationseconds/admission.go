package defaulttolerationseconds

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.PluginName.
const PluginName = "DefaultTolerationSeconds"

// The taints the node lifecycle controller sets on a node that is not
// ready or not heard from.
// Upstream: k8s.io/api/core/v1.TaintNodeNotReady and TaintNodeUnreachable.
const (
	TaintNodeNotReady    = "node.kubernetes.io/not-ready"
	TaintNodeUnreachable = "node.kubernetes.io/unreachable"
)

// The flags' values, read when the plugin is made (after flag parsing).
var (
	flagsMu                             sync.RWMutex
	defaultNotReadyTolerationSeconds    = int64(300)
	defaultUnreachableTolerationSeconds = int64(300)
)

// RegisterFlags adds --default-not-ready-toleration-seconds and
// --default-unreachable-toleration-seconds to fs.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.RegisterFlags.
func RegisterFlags(fs *pflag.FlagSet) {
	flagsMu.Lock()
	defer flagsMu.Unlock()
	fs.Int64Var(&defaultNotReadyTolerationSeconds, "default-not-ready-toleration-seconds", defaultNotReadyTolerationSeconds,
		"Indicates the tolerationSeconds of the toleration for notReady:NoExecute"+
			" that is added by default to every pod that does not already have such a toleration.")
	fs.Int64Var(&defaultUnreachableTolerationSeconds, "default-unreachable-toleration-seconds", defaultUnreachableTolerationSeconds,
		"Indicates the tolerationSeconds of the toleration for unreachable:NoExecute"+
			" that is added by default to every pod that does not already have such a toleration.")
}

// Register adds the plugin, with the durations the flags hold.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		flagsMu.RLock()
		defer flagsMu.RUnlock()
		return NewDefaultTolerationSeconds(defaultNotReadyTolerationSeconds, defaultUnreachableTolerationSeconds), nil
	})
}

// Plugin adds the two tolerations; see the package doc.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.Plugin.
type Plugin struct {
	*admission.Handler
	notReadyToleration    core.Toleration
	unreachableToleration core.Toleration
}

var _ admission.MutationInterface = (*Plugin)(nil)

// NewDefaultTolerationSeconds returns the plugin adding tolerations of
// the durations given, in seconds.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.NewDefaultTolerationSeconds,
// which reads the flags in InspectFeatureGates instead.
func NewDefaultTolerationSeconds(notReadySeconds, unreachableSeconds int64) *Plugin {
	return &Plugin{
		Handler:               admission.NewHandler(admission.Create, admission.Update),
		notReadyToleration:    noExecuteToleration(TaintNodeNotReady, notReadySeconds),
		unreachableToleration: noExecuteToleration(TaintNodeUnreachable, unreachableSeconds),
	}
}

// noExecuteToleration tolerates the NoExecute taint key for seconds.
func noExecuteToleration(key string, seconds int64) core.Toleration {
	return core.Toleration{Key: key, Operator: core.TolerationOpExists, Effect: core.TaintEffectNoExecute, TolerationSeconds: &seconds}
}

// podsResource is the core group's pods.
var podsResource = schema.GroupResource{Resource: "pods"}

// Admit adds each toleration the pod lacks. A toleration with no key (or
// no effect) tolerates every key (or effect), so it counts.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/defaulttolerationseconds.(*Plugin).Admit.
func (p *Plugin) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	if a.GetResource().GroupResource() != podsResource || a.GetSubresource() != "" {
		return nil
	}
	pod, ok := a.GetObject().(*core.Pod)
	if !ok {
		return apierrors.NewBadRequest(fmt.Sprintf("expected *core.Pod but got %T", a.GetObject()))
	}
	if !tolerates(pod.Spec.Tolerations, TaintNodeNotReady) {
		pod.Spec.Tolerations = append(pod.Spec.Tolerations, copyToleration(p.notReadyToleration))
	}
	if !tolerates(pod.Spec.Tolerations, TaintNodeUnreachable) {
		pod.Spec.Tolerations = append(pod.Spec.Tolerations, copyToleration(p.unreachableToleration))
	}
	return nil
}

// tolerates says whether one of tolerations matches the NoExecute taint key.
func tolerates(tolerations []core.Toleration, key string) bool {
	for _, t := range tolerations {
		keyMatches := t.Key == key || t.Key == ""
		effectMatches := t.Effect == core.TaintEffectNoExecute || t.Effect == ""
		if keyMatches && effectMatches {
			return true
		}
	}
	return false
}

// copyToleration gives each pod its own TolerationSeconds pointer, so
// nothing that changes one pod's changes the plugin's.
func copyToleration(t core.Toleration) core.Toleration {
	seconds := *t.TolerationSeconds
	t.TolerationSeconds = &seconds
	return t
}
