package serviceaccount

import (
	"context"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/admission/admissiontest"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/informers/informerstest"
)

func boolPtr(b bool) *bool { return &b }

func account(ns, name string, automount *bool, pullSecrets ...string) *core.ServiceAccount {
	sa := &core.ServiceAccount{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name}, AutomountServiceAccountToken: automount}
	for _, s := range pullSecrets {
		sa.ImagePullSecrets = append(sa.ImagePullSecrets, core.LocalObjectReference{Name: s})
	}
	return sa
}

// newTestPlugin returns the plugin over a synced informer of accounts,
// and their storage.
func newTestPlugin(t *testing.T, accounts ...runtime.Object) (*Plugin, *informerstest.Storage) {
	t.Helper()
	st := informerstest.NewStorage(serviceAccountsResource,
		func() runtime.Object { return &core.ServiceAccount{} }, func() runtime.Object { return &core.ServiceAccountList{} },
		accounts...)
	p := NewServiceAccount()
	p.generateName = func(base string) string { return base + "abcde" }
	admissiontest.Initialize(t, p, st)
	return p, st
}

func podCreateAttributes(pod *core.Pod, subresource string, op admission.Operation) admission.Attributes {
	return admission.NewAttributesRecord(pod, nil, schema.GroupVersionKind{Version: "v1", Kind: "Pod"}, "ns", pod.Name,
		schema.GroupVersionResource{Version: "v1", Resource: "pods"}, subresource, op, nil, false, nil)
}

func newPod() *core.Pod {
	return &core.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "p"}, Spec: core.PodSpec{
		InitContainers: []core.Container{{Name: "init", Image: "busybox"}},
		Containers:     []core.Container{{Name: "app", Image: "nginx"}},
	}}
}

var tokenMount = core.VolumeMount{Name: "kube-api-access-abcde", ReadOnly: true, MountPath: DefaultAPITokenMountPath}

func TestAdmit(t *testing.T) {
	tests := []struct {
		name        string
		pod         func() *core.Pod
		wantAccount string
		wantVolume  bool
		wantPull    []core.LocalObjectReference
		wantErr     string
	}{
		{name: "no account: default, with the token volume", pod: newPod, wantAccount: "default", wantVolume: true},
		{name: "a named account that exists", pod: func() *core.Pod { p := newPod(); p.Spec.ServiceAccountName = "builder"; return p },
			wantAccount: "builder", wantVolume: true, wantPull: []core.LocalObjectReference{{Name: "registry"}}},
		{name: "a named account that is missing", pod: func() *core.Pod { p := newPod(); p.Spec.ServiceAccountName = "ghost"; return p },
			wantErr: `pods "p" is forbidden: error looking up service account ns/ghost: serviceaccount "ghost" not found`},
		{name: "the pod turns automount off", pod: func() *core.Pod { p := newPod(); p.Spec.AutomountServiceAccountToken = boolPtr(false); return p },
			wantAccount: "default"},
		{name: "the account turns automount off", pod: func() *core.Pod { p := newPod(); p.Spec.ServiceAccountName = "quiet"; return p },
			wantAccount: "quiet"},
		{name: "the pod overrides the account's automount", pod: func() *core.Pod {
			p := newPod()
			p.Spec.ServiceAccountName, p.Spec.AutomountServiceAccountToken = "quiet", boolPtr(true)
			return p
		}, wantAccount: "quiet", wantVolume: true},
		{name: "a mirror pod with an account", pod: func() *core.Pod {
			p := newPod()
			p.Annotations = map[string]string{MirrorPodAnnotationKey: "x"}
			p.Spec.ServiceAccountName = "default"
			return p
		}, wantErr: `pods "p" is forbidden: a mirror pod may not reference service accounts`},
		{name: "a mirror pod without: untouched", pod: func() *core.Pod {
			p := newPod()
			p.Annotations = map[string]string{MirrorPodAnnotationKey: "x"}
			return p
		}},
	}
	p, _ := newTestPlugin(t, account("ns", "default", nil), account("ns", "builder", nil, "registry"), account("ns", "quiet", boolPtr(false)))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pod := tt.pod()
			err := p.Admit(context.Background(), podCreateAttributes(pod, "", admission.Create), nil)
			if tt.wantErr != "" {
				if !apierrors.IsForbidden(err) || err.Error() != tt.wantErr {
					t.Fatalf("got %v; want %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if pod.Spec.ServiceAccountName != tt.wantAccount {
				t.Errorf("serviceAccountName: got %q; want %q", pod.Spec.ServiceAccountName, tt.wantAccount)
			}
			checkTokenVolume(t, pod, tt.wantVolume)
			if !reflect.DeepEqual(pod.Spec.ImagePullSecrets, tt.wantPull) {
				t.Errorf("imagePullSecrets: got %v; want %v", pod.Spec.ImagePullSecrets, tt.wantPull)
			}
		})
	}
}

// checkTokenVolume: the volume is there (and mounted by every
// container), or nothing is.
func checkTokenVolume(t *testing.T, pod *core.Pod, want bool) {
	t.Helper()
	if !want {
		if len(pod.Spec.Volumes) != 0 || len(pod.Spec.Containers[0].VolumeMounts) != 0 {
			t.Errorf("got volumes %v; want none", pod.Spec.Volumes)
		}
		return
	}
	wantVolumes := []core.Volume{{Name: "kube-api-access-abcde", VolumeSource: core.VolumeSource{Projected: TokenVolumeSource()}}}
	if !reflect.DeepEqual(pod.Spec.Volumes, wantVolumes) {
		t.Errorf("volumes: got %+v; want %+v", pod.Spec.Volumes, wantVolumes)
	}
	for _, c := range append(pod.Spec.InitContainers, pod.Spec.Containers...) {
		if !reflect.DeepEqual(c.VolumeMounts, []core.VolumeMount{tokenMount}) {
			t.Errorf("container %s mounts: got %+v; want %+v", c.Name, c.VolumeMounts, tokenMount)
		}
	}
}

// TestTokenVolumeSource: upstream's three sources and mode 0644.
func TestTokenVolumeSource(t *testing.T) {
	v := TokenVolumeSource()
	if *v.DefaultMode != 420 || len(v.Sources) != 3 {
		t.Fatalf("got mode %d, %d sources; want 420, 3", *v.DefaultMode, len(v.Sources))
	}
	if tok := v.Sources[0].ServiceAccountToken; tok == nil || tok.Path != "token" || *tok.ExpirationSeconds != 3607 {
		t.Errorf("token: got %+v; want path token, 3607 s", tok)
	}
	if cm := v.Sources[1].ConfigMap; cm == nil || cm.Name != "kube-root-ca.crt" || cm.Items[0] != (core.KeyToPath{Key: "ca.crt", Path: "ca.crt"}) {
		t.Errorf("configMap: got %+v; want kube-root-ca.crt ca.crt", cm)
	}
	if d := v.Sources[2].DownwardAPI; d == nil || d.Items[0].Path != "namespace" || d.Items[0].FieldRef.FieldPath != "metadata.namespace" {
		t.Errorf("downwardAPI: got %+v; want namespace from metadata.namespace", d)
	}
}

// TestExistingMounts: a container with something at the token path
// keeps it; a pod that has a kube-api-access volume keeps its name.
func TestExistingMounts(t *testing.T) {
	p, _ := newTestPlugin(t, account("ns", "default", nil))
	pod := newPod()
	own := core.VolumeMount{Name: "mine", MountPath: DefaultAPITokenMountPath}
	pod.Spec.Containers[0].VolumeMounts = []core.VolumeMount{own}
	pod.Spec.Volumes = []core.Volume{{Name: "kube-api-access-zzzzz", VolumeSource: core.VolumeSource{EmptyDir: &core.EmptyDirVolumeSource{}}}}
	if err := p.Admit(context.Background(), podCreateAttributes(pod, "", admission.Create), nil); err != nil {
		t.Fatal(err)
	}
	if got := pod.Spec.Containers[0].VolumeMounts; !reflect.DeepEqual(got, []core.VolumeMount{own}) {
		t.Errorf("container mounts: got %+v; want only its own", got)
	}
	if got := pod.Spec.InitContainers[0].VolumeMounts; len(got) != 1 || got[0].Name != "kube-api-access-zzzzz" {
		t.Errorf("init container mounts: got %+v; want the existing kube-api-access-zzzzz", got)
	}
	if len(pod.Spec.Volumes) != 1 {
		t.Errorf("volumes: got %d; want the one it had", len(pod.Spec.Volumes))
	}
}

// TestLiveLookup: an account the informer has not seen is found in the
// storage.
func TestLiveLookup(t *testing.T) {
	p, _ := newTestPlugin(t)
	late := informerstest.NewStorage(serviceAccountsResource,
		func() runtime.Object { return &core.ServiceAccount{} }, func() runtime.Object { return &core.ServiceAccountList{} },
		account("ns", "builder", nil))
	storages := informers.NewStorages()
	storages.Add(serviceAccountsResource, late)
	p.SetStorages(storages)
	pod := newPod()
	pod.Spec.ServiceAccountName = "builder"
	if err := p.Admit(context.Background(), podCreateAttributes(pod, "", admission.Create), nil); err != nil {
		t.Errorf("got %v; want the account found in the storage", err)
	}
}

// TestIgnored: updates, subresources and other resources pass untouched.
func TestIgnored(t *testing.T) {
	p, _ := newTestPlugin(t)
	for _, a := range []admission.Attributes{
		podCreateAttributes(newPod(), "", admission.Update),
		podCreateAttributes(newPod(), "status", admission.Create),
		admission.NewAttributesRecord(&core.ConfigMap{}, nil, schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, "ns", "c",
			schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}, "", admission.Create, nil, false, nil),
	} {
		if err := p.Admit(context.Background(), a, nil); err != nil {
			t.Errorf("%s %s/%s: got %v; want none", a.GetOperation(), a.GetResource().Resource, a.GetSubresource(), err)
		}
		if err := p.Validate(context.Background(), a, nil); err != nil {
			t.Errorf("%s %s/%s: got %v; want none", a.GetOperation(), a.GetResource().Resource, a.GetSubresource(), err)
		}
	}
	if p.Handles(admission.Delete) || !p.Handles(admission.Create) || !p.Handles(admission.Update) {
		t.Error("Handles: want CREATE and UPDATE only")
	}
}
