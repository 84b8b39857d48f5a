package serviceaccount

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/storage/names"
	"github.com/kube-rebuilt/apiserver/04-extensions/tools/cache"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/initializer"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.PluginName.
const PluginName = "ServiceAccount"

// DefaultServiceAccountName is the account of a pod that names none.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.DefaultServiceAccountName.
const DefaultServiceAccountName = "default"

// MirrorPodAnnotationKey marks a mirror pod, the kubelet's copy of a
// static pod.
// Upstream: k8s.io/kubernetes/pkg/apis/core.MirrorPodAnnotationKey.
const MirrorPodAnnotationKey = "kubernetes.io/config.mirror"

var (
	serviceAccountsResource = schema.GroupResource{Resource: "serviceaccounts"}
	podsResource            = schema.GroupResource{Resource: "pods"}
	// notFoundResource is how upstream names the account in the error:
	// singular, "serviceaccount", unlike the storage's own 404.
	notFoundResource = schema.GroupResource{Resource: "serviceaccount"}
)

// How often, and how long apart, a missing account is looked up in the
// storage: "default" is made by a controller right after its namespace,
// so it is worth waiting for.
const (
	defaultAccountAttempts = 10
	retryIntervalMin       = 100 * time.Millisecond
)

// Register adds the plugin.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return NewServiceAccount(), nil
	})
}

// Plugin is the plugin; see the package doc.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.Plugin.
type Plugin struct {
	*admission.Handler
	// MountServiceAccountToken adds the kube-api-access volume; tests
	// turn it off.
	MountServiceAccountToken bool

	serviceAccounts *cache.Informer
	storages        *informers.Storages
	generateName    func(base string) string
}

var (
	_ admission.MutationInterface      = (*Plugin)(nil)
	_ admission.ValidationInterface    = (*Plugin)(nil)
	_ initializer.WantsInformerFactory = (*Plugin)(nil)
	_ initializer.WantsStorages        = (*Plugin)(nil)
)

// NewServiceAccount returns the plugin, for pod creates and updates.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/serviceaccount.NewServiceAccount.
func NewServiceAccount() *Plugin {
	return &Plugin{
		Handler:                  admission.NewHandler(admission.Create, admission.Update),
		MountServiceAccountToken: true,
		generateName:             names.SimpleNameGenerator.GenerateName,
	}
}

// SetInformerFactory takes the serviceaccounts informer.
// Upstream: (*Plugin).SetExternalKubeInformerFactory.
func (s *Plugin) SetInformerFactory(f *informers.SharedInformerFactory) {
	s.serviceAccounts = f.ForResource(serviceAccountsResource)
	s.SetReadyFunc(s.serviceAccounts.HasSynced)
}

// SetStorages takes the storages, for the live lookups.
// Upstream: (*Plugin).SetExternalKubeClientSet.
func (s *Plugin) SetStorages(storages *informers.Storages) { s.storages = storages }

// ValidateInitialization fails unless both setters ran.
// Upstream: (*Plugin).ValidateInitialization.
func (s *Plugin) ValidateInitialization() error {
	if s.serviceAccounts == nil {
		return fmt.Errorf("missing service account informer")
	}
	if s.storages == nil {
		return fmt.Errorf("missing storages")
	}
	return nil
}

// Admit defaults the pod's account, checks it exists, mounts its token
// and copies its image pull secrets; see the package doc.
// Upstream: (*Plugin).Admit.
func (s *Plugin) Admit(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	pod, ok := podCreate(a)
	if !ok {
		return nil
	}
	if isMirrorPod(pod) {
		return s.Validate(ctx, a, o)
	}
	if pod.Spec.ServiceAccountName == "" {
		pod.Spec.ServiceAccountName = DefaultServiceAccountName
	}
	sa, err := s.getServiceAccount(ctx, a.GetNamespace(), pod.Spec.ServiceAccountName)
	if err != nil {
		return admission.NewForbidden(a, fmt.Errorf("error looking up service account %s/%s: %w", a.GetNamespace(), pod.Spec.ServiceAccountName, err))
	}
	if s.MountServiceAccountToken && shouldAutomount(sa, pod) {
		s.mountServiceAccountToken(pod)
	}
	if len(pod.Spec.ImagePullSecrets) == 0 {
		for _, secret := range sa.ImagePullSecrets {
			pod.Spec.ImagePullSecrets = append(pod.Spec.ImagePullSecrets, core.LocalObjectReference{Name: secret.Name})
		}
	}
	return s.Validate(ctx, a, o)
}

// Validate refuses a mirror pod that uses what only the API server may
// hand out, and a pod whose account is not named or does not exist (a
// mutating webhook after Admit may have changed it).
// Upstream: (*Plugin).Validate.
func (s *Plugin) Validate(ctx context.Context, a admission.Attributes, o admission.ObjectInterfaces) error {
	pod, ok := podCreate(a)
	if !ok {
		return nil
	}
	if isMirrorPod(pod) {
		if err := validateMirrorPod(pod); err != nil {
			return admission.NewForbidden(a, err)
		}
		return nil
	}
	if pod.Spec.ServiceAccountName == "" {
		return admission.NewForbidden(a, fmt.Errorf("no service account specified for pod %s/%s", a.GetNamespace(), pod.Name))
	}
	if _, err := s.getServiceAccount(ctx, a.GetNamespace(), pod.Spec.ServiceAccountName); err != nil {
		return admission.NewForbidden(a, fmt.Errorf("error looking up service account %s/%s: %w", a.GetNamespace(), pod.Spec.ServiceAccountName, err))
	}
	return nil
}

// podCreate is the pod of a pod create (not of a subresource): the only
// request the plugin acts on, since a pod's account cannot change.
// Upstream: serviceaccount.shouldIgnore and the create checks of Admit
// and Validate.
func podCreate(a admission.Attributes) (*core.Pod, bool) {
	if a.GetResource().GroupResource() != podsResource || a.GetSubresource() != "" || a.GetOperation() != admission.Create {
		return nil, false
	}
	pod, ok := a.GetObject().(*core.Pod)
	return pod, ok
}

func isMirrorPod(pod *core.Pod) bool {
	_, ok := pod.Annotations[MirrorPodAnnotationKey]
	return ok
}

// validateMirrorPod refuses a mirror pod's service account, secrets and
// token projections.
func validateMirrorPod(pod *core.Pod) error {
	if pod.Spec.ServiceAccountName != "" {
		return fmt.Errorf("a mirror pod may not reference service accounts")
	}
	if len(pod.Spec.ImagePullSecrets) > 0 {
		return fmt.Errorf("a mirror pod may not reference secrets")
	}
	for _, v := range pod.Spec.Volumes {
		if v.Secret != nil {
			return fmt.Errorf("a mirror pod may not reference secrets")
		}
		if v.Projected == nil {
			continue
		}
		for _, source := range v.Projected.Sources {
			if source.Secret != nil {
				return fmt.Errorf("a mirror pod may not reference secrets")
			}
			if source.ServiceAccountToken != nil {
				return fmt.Errorf("a mirror pod may not use ServiceAccountToken volume projections")
			}
		}
	}
	return nil
}

// shouldAutomount: the pod's automountServiceAccountToken, else the
// account's, else true.
// Upstream: serviceaccount.shouldAutomount.
func shouldAutomount(sa *core.ServiceAccount, pod *core.Pod) bool {
	if pod.Spec.AutomountServiceAccountToken != nil {
		return *pod.Spec.AutomountServiceAccountToken
	}
	if sa.AutomountServiceAccountToken != nil {
		return *sa.AutomountServiceAccountToken
	}
	return true
}

// getServiceAccount reads the account from the informer, else from the
// storage: once, or for "default" up to ten times 100-200 ms apart,
// since the controller makes it just after its namespace.
// Upstream: (*Plugin).getServiceAccount.
func (s *Plugin) getServiceAccount(ctx context.Context, namespace, name string) (*core.ServiceAccount, error) {
	if !s.WaitForReady(ctx) {
		return nil, fmt.Errorf("not yet ready to handle request")
	}
	if obj, ok := s.serviceAccounts.Get(namespace + "/" + name); ok {
		if sa, ok := obj.(*core.ServiceAccount); ok {
			return sa, nil
		}
	}
	attempts := 1
	if name == DefaultServiceAccountName {
		attempts = defaultAccountAttempts
	}
	interval := retryIntervalMin + rand.N(retryIntervalMin)
	for i := 0; i < attempts; i++ {
		if i > 0 {
			time.Sleep(interval)
		}
		sa, err := informers.Get[*core.ServiceAccount](ctx, s.storages, serviceAccountsResource, namespace, name)
		if !apierrors.IsNotFound(err) {
			return sa, err
		}
	}
	return nil, apierrors.NewNotFound(notFoundResource, name)
}
