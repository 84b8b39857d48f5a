package options

import (
	"slices"

	"github.com/spf13/pflag"

	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/namespace/lifecycle"
	mutatingadmissionpolicy "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/mutating"
	validatingpolicy "github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/policy/validating"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/mutating"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/plugin/webhook/validating"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/admit"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/alwayspullimages"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/defaulttolerationseconds"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/deny"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/limitranger"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/resourcequota"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/runtimeclass"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/serviceaccount"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/plugin/admission/storage/storageobjectinuseprotection"
)

// AllOrderedPlugins are the plugins we have, in the order they run
// (mutating ones in this order, then validating ones in this order),
// which is upstream's order with the plugins we do not have left out.
// The webhooks come late so they see what the built-in plugins did;
// ResourceQuota comes after them so it counts the object as it will be
// stored.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.AllOrderedPlugins.
var AllOrderedPlugins = []string{
	admit.PluginName,                        // AlwaysAdmit
	lifecycle.PluginName,                    // NamespaceLifecycle
	limitranger.PluginName,                  // LimitRanger
	serviceaccount.PluginName,               // ServiceAccount
	alwayspullimages.PluginName,             // AlwaysPullImages
	defaulttolerationseconds.PluginName,     // DefaultTolerationSeconds
	storageobjectinuseprotection.PluginName, // StorageObjectInUseProtection
	runtimeclass.PluginName,                 // RuntimeClass
	mutatingadmissionpolicy.PluginName,      // MutatingAdmissionPolicy
	mutating.PluginName,                     // MutatingAdmissionWebhook
	validatingpolicy.PluginName,             // ValidatingAdmissionPolicy
	validating.PluginName,                   // ValidatingAdmissionWebhook
	resourcequota.PluginName,                // ResourceQuota
	deny.PluginName,                         // AlwaysDeny
}

// RegisterAllAdmissionPlugins registers every plugin we have; the order
// does not matter, AllOrderedPlugins gives it.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.RegisterAllAdmissionPlugins.
func RegisterAllAdmissionPlugins(plugins *admission.Plugins) {
	admit.Register(plugins)
	alwayspullimages.Register(plugins)
	deny.Register(plugins)
	lifecycle.Register(plugins)
	defaulttolerationseconds.Register(plugins)
	serviceaccount.Register(plugins)
	mutatingadmissionpolicy.Register(plugins)
	mutating.Register(plugins)
	validating.Register(plugins)
	validatingpolicy.Register(plugins)
	limitranger.Register(plugins)
	resourcequota.Register(plugins)
	runtimeclass.Register(plugins)
	storageobjectinuseprotection.Register(plugins)
}

// defaultOnPlugins are the plugins on without --enable-admission-plugins:
// upstream's default-on set, of those we have, but StorageObjectInUseProtection:
// its finalizers are removed by kube-controller-manager's pvc-protection,
// pv-protection and volumeattributesclass-protection controllers, which no
// stage runs in-process, so a claim deleted on a server alone would stay
// Terminating for good (and its namespace with it). Turn it on with
// --enable-admission-plugins when a real kube-controller-manager is
// attached, as --enable-garbage-collector.
// Upstream: the set in k8s.io/kubernetes/pkg/kubeapiserver/options.DefaultOffAdmissionPlugins.
var defaultOnPlugins = []string{
	lifecycle.PluginName,                // NamespaceLifecycle
	limitranger.PluginName,              // LimitRanger
	serviceaccount.PluginName,           // ServiceAccount
	defaulttolerationseconds.PluginName, // DefaultTolerationSeconds
	mutating.PluginName,                 // MutatingAdmissionWebhook
	validating.PluginName,               // ValidatingAdmissionWebhook
	resourcequota.PluginName,            // ResourceQuota
	runtimeclass.PluginName,             // RuntimeClass
	validatingpolicy.PluginName,         // ValidatingAdmissionPolicy
	mutatingadmissionpolicy.PluginName,  // MutatingAdmissionPolicy (GA, on by default since 1.36)
}

// registerAllAdmissionPluginFlags adds the flags of the plugins that are
// configured by flags, a legacy way no new plugin uses.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.registerAllAdmissionPluginFlags.
func registerAllAdmissionPluginFlags(fs *pflag.FlagSet) {
	defaulttolerationseconds.RegisterFlags(fs)
}

// DefaultOffAdmissionPlugins are the plugins off unless
// --enable-admission-plugins names them.
// Upstream: k8s.io/kubernetes/pkg/kubeapiserver/options.DefaultOffAdmissionPlugins.
func DefaultOffAdmissionPlugins() []string {
	var off []string
	for _, name := range AllOrderedPlugins {
		if !slices.Contains(defaultOnPlugins, name) {
			off = append(off, name)
		}
	}
	return off
}
