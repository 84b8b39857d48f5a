package resourcequota

import (
	"context"
	"errors"
	"io"

	core "github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	evaluatorcore "github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/evaluator/core"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/quota/v1/generic"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.PluginName.
const PluginName = "ResourceQuota"

// numEvaluatorThreads is how many namespaces are checked at once.
// Upstream: the 5 that kube-apiserver passes to NewResourceQuota.
const numEvaluatorThreads = 5

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/resourcequota.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewResourceQuota(numEvaluatorThreads), nil
	})
}

// QuotaAdmission is the plugin: a validating plugin that hands each
// create and update to the quota evaluator.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.QuotaAdmission.
type QuotaAdmission struct {
	*admission.Handler
	workers   int
	informer  *cache.Informer
	storages  *informers.Storages
	evaluator Evaluator
}

var (
	_ admission.ValidationInterface    = (*QuotaAdmission)(nil)
	_ initializer.WantsInformerFactory = (*QuotaAdmission)(nil)
	_ initializer.WantsStorages        = (*QuotaAdmission)(nil)
)

// NewResourceQuota returns the plugin; the initializer gives it the
// quotas' informer and the storage it writes their status through.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.NewResourceQuota.
func NewResourceQuota(workers int) *QuotaAdmission {
	return &QuotaAdmission{Handler: admission.NewHandler(admission.Create, admission.Update), workers: workers}
}

// SetInformerFactory asks for the resourcequotas informer.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*QuotaAdmission).SetExternalKubeInformerFactory.
func (a *QuotaAdmission) SetInformerFactory(f *informers.SharedInformerFactory) {
	a.informer = f.ForResource(core.Resource("resourcequotas"))
	a.SetReadyFunc(a.informer.HasSynced)
}

// SetStorages keeps the storages, for live lists and status writes.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*QuotaAdmission).SetExternalKubeClientSet.
func (a *QuotaAdmission) SetStorages(s *informers.Storages) { a.storages = s }

// ValidateInitialization checks the initializer ran, and builds the
// evaluator.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*QuotaAdmission).ValidateInitialization.
func (a *QuotaAdmission) ValidateInitialization() error {
	if a.informer == nil || a.storages == nil {
		return errors.New("missing quota informer or storages")
	}
	accessor := NewQuotaAccessor(a.informer.ByNamespace, a.storages)
	a.evaluator = NewQuotaEvaluator(accessor, DefaultIgnoredResources(), generic.NewRegistry(evaluatorcore.NewEvaluators(nil)), a.workers)
	return nil
}

// Validate checks the request against the namespace's quotas and charges
// them. Subresources and cluster-scoped objects are not counted.
// Upstream: k8s.io/apiserver/pkg/admission/plugin/resourcequota.(*QuotaAdmission).Validate.
func (a *QuotaAdmission) Validate(ctx context.Context, attr admission.Attributes, _ admission.ObjectInterfaces) error {
	if attr.GetSubresource() != "" || attr.GetNamespace() == "" {
		return nil
	}
	if !a.WaitForReady(ctx) {
		return admission.NewForbidden(attr, errors.New("not yet ready to handle request"))
	}
	return a.evaluator.Evaluate(attr)
}

// DefaultIgnoredResources are the resources quota never counts: virtual
// ones that are not stored, and events.
// Upstream: k8s.io/kubernetes/pkg/quota/v1/install.DefaultIgnoredResources.
func DefaultIgnoredResources() map[schema.GroupResource]struct{} {
	return map[schema.GroupResource]struct{}{
		{Group: "", Resource: "bindings"}:                                      {},
		{Group: "", Resource: "componentstatuses"}:                             {},
		{Group: "authentication.k8s.io", Resource: "tokenreviews"}:             {},
		{Group: "authentication.k8s.io", Resource: "selfsubjectreviews"}:       {},
		{Group: "authorization.k8s.io", Resource: "subjectaccessreviews"}:      {},
		{Group: "authorization.k8s.io", Resource: "selfsubjectaccessreviews"}:  {},
		{Group: "authorization.k8s.io", Resource: "localsubjectaccessreviews"}: {},
		{Group: "authorization.k8s.io", Resource: "selfsubjectrulesreviews"}:   {},
		{Group: "", Resource: "events"}:                                        {},
		{Group: "events.k8s.io", Resource: "events"}:                           {},
	}
}
