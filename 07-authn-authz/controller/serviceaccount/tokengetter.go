package serviceaccount

import (
	"context"
	"fmt"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/serviceaccount"
)

// storageGetter reads from the core storage and converts to v1.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.clientGetter.
type storageGetter struct {
	serviceAccounts, pods, secrets rest.Getter
	scheme                         runtime.ObjectConvertor
}

// NewGetterFromStorage looks objects up in the master's storage of
// serviceaccounts, pods and secrets (03's Stores, which hold internal
// objects), converted to v1 with scheme (legacyscheme.Scheme).
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.NewGetterFromClient.
func NewGetterFromStorage(serviceAccounts, pods, secrets rest.Getter, scheme runtime.ObjectConvertor) serviceaccount.ServiceAccountTokenGetter {
	return storageGetter{serviceAccounts: serviceAccounts, pods: pods, secrets: secrets, scheme: scheme}
}

// GetServiceAccount returns namespace/name as v1.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.clientGetter.GetServiceAccount.
func (g storageGetter) GetServiceAccount(ctx context.Context, namespace, name string) (*corev1.ServiceAccount, error) {
	out := &corev1.ServiceAccount{}
	return out, g.get(ctx, g.serviceAccounts, namespace, name, out)
}

// GetPod returns namespace/name as v1.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.clientGetter.GetPod.
func (g storageGetter) GetPod(ctx context.Context, namespace, name string) (*corev1.Pod, error) {
	out := &corev1.Pod{}
	return out, g.get(ctx, g.pods, namespace, name, out)
}

// GetSecret returns namespace/name as v1.
// Upstream: k8s.io/kubernetes/pkg/controller/serviceaccount.clientGetter.GetSecret.
func (g storageGetter) GetSecret(ctx context.Context, namespace, name string) (*corev1.Secret, error) {
	out := &corev1.Secret{}
	return out, g.get(ctx, g.secrets, namespace, name, out)
}

// get reads namespace/name from storage into out. Storage errors (a 404
// StatusError, say) are returned as they are. out shares memory with the
// stored object (which may be the watch cache's): callers only read it, as
// upstream's read the objects of their informers.
func (g storageGetter) get(ctx context.Context, storage rest.Getter, namespace, name string, out runtime.Object) error {
	obj, err := storage.Get(request.WithNamespace(ctx, namespace), name, &metav1.GetOptions{})
	if err != nil {
		return err
	}
	if err := g.scheme.Convert(obj, out, nil); err != nil {
		return fmt.Errorf("converting %T to %T: %w", obj, out, err)
	}
	return nil
}

// storageLabeler sets labels through the secrets storage.
type storageLabeler struct {
	secrets rest.Updater
}

// NewSecretLabelerFromStorage labels secrets through the master's secrets
// storage: an update that merges the labels into the stored secret, if
// it still has the UID of the one read.
// Upstream: the merge patch (*legacyValidator).patchSecretWithLastUsedDate
// sends with client-go.
func NewSecretLabelerFromStorage(secrets rest.Updater) serviceaccount.SecretLabeler {
	return storageLabeler{secrets: secrets}
}

// LabelSecret merges labels into the stored secret.
func (l storageLabeler) LabelSecret(ctx context.Context, secret *corev1.Secret, labels map[string]string) error {
	ctx = request.WithNamespace(ctx, secret.Namespace)
	_, _, err := l.secrets.Update(ctx, secret.Name, &mergeLabels{uid: secret.UID, labels: labels},
		rest.ValidateAllObjectFunc, rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return err
}

// mergeLabels is the UpdatedObjectInfo of a merge patch of labels.
type mergeLabels struct {
	uid    metav1.UID
	labels map[string]string
}

// Preconditions requires the secret that was read, not a new one of the
// same name.
func (m *mergeLabels) Preconditions() *metav1.Preconditions {
	uid := m.uid
	return &metav1.Preconditions{UID: &uid}
}

// UpdatedObject is the stored secret with the labels merged in.
func (m *mergeLabels) UpdatedObject(ctx context.Context, oldObj runtime.Object) (runtime.Object, error) {
	old, ok := oldObj.(*core.Secret)
	if !ok {
		return nil, fmt.Errorf("expected a secret, got %T", oldObj)
	}
	updated := old.DeepCopy()
	if updated.Labels == nil {
		updated.Labels = map[string]string{}
	}
	for k, v := range m.labels {
		updated.Labels[k] = v
	}
	return updated, nil
}
