package discovery

import (
	"testing"

	appsinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	appsv1beta1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1beta1"
	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// The test server: the core group (v1) and apps (v1, v1beta1) of 01-scheme.
var (
	scheme = newScheme()
	codecs = serializer.NewCodecFactory(scheme)
)

func newScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	coreinstall.Install(s)
	appsinstall.Install(s)
	return s
}

var crudVerbs = metav1.Verbs{"create", "delete", "deletecollection", "get", "list", "patch", "update", "watch"}
var statusVerbs = metav1.Verbs{"get", "patch", "update"}

// The resources, as the installer describes them (upstream's verbs,
// short names and categories for these resources).
var (
	coreV1Resources = []metav1.APIResource{
		{Name: "configmaps", SingularName: "configmap", Namespaced: true, Kind: "ConfigMap", Verbs: crudVerbs, ShortNames: []string{"cm"}},
		{Name: "namespaces", SingularName: "namespace", Kind: "Namespace", Verbs: metav1.Verbs{"create", "delete", "get", "list", "patch", "update", "watch"}, ShortNames: []string{"ns"}},
		{Name: "namespaces/status", SingularName: "", Kind: "Namespace", Verbs: statusVerbs},
		{Name: "pods", SingularName: "pod", Namespaced: true, Kind: "Pod", Verbs: crudVerbs, ShortNames: []string{"po"}, Categories: []string{"all"}},
		{Name: "pods/status", SingularName: "", Namespaced: true, Kind: "Pod", Verbs: statusVerbs},
	}
	appsV1Resources = []metav1.APIResource{
		{Name: "deployments", SingularName: "deployment", Namespaced: true, Kind: "Deployment", Verbs: crudVerbs, ShortNames: []string{"deploy"}, Categories: []string{"all"}},
		{Name: "deployments/scale", SingularName: "", Namespaced: true, Group: "autoscaling", Version: "v1", Kind: "Scale", Verbs: statusVerbs},
		{Name: "deployments/status", SingularName: "", Namespaced: true, Kind: "Deployment", Verbs: statusVerbs},
		{Name: "replicasets", SingularName: "replicaset", Namespaced: true, Kind: "ReplicaSet", Verbs: crudVerbs, ShortNames: []string{"rs"}, Categories: []string{"all"}},
	}
	appsV1beta1Resources = []metav1.APIResource{
		{Name: "deployments", SingularName: "deployment", Namespaced: true, Kind: "Deployment", Verbs: crudVerbs},
	}
	appsGroup = metav1.APIGroup{
		Name: appsv1.GroupName,
		Versions: []metav1.GroupVersionForDiscovery{
			{GroupVersion: "apps/v1", Version: "v1"},
			{GroupVersion: "apps/v1beta1", Version: "v1beta1"},
		},
		PreferredVersion: metav1.GroupVersionForDiscovery{GroupVersion: "apps/v1", Version: "v1"},
	}
)

// TestFixturesMatchScheme keeps the resource lists honest: each kind is
// one the test scheme has.
func TestFixturesMatchScheme(t *testing.T) {
	for gv, resources := range map[schema.GroupVersion][]metav1.APIResource{
		corev1.SchemeGroupVersion:      coreV1Resources,
		appsv1.SchemeGroupVersion:      appsV1Resources,
		appsv1beta1.SchemeGroupVersion: appsV1beta1Resources,
	} {
		for _, r := range resources {
			kindGV := gv
			if r.Group != "" || r.Version != "" {
				kindGV = schema.GroupVersion{Group: r.Group, Version: r.Version}
				continue // autoscaling is not in the test scheme
			}
			if !scheme.Recognizes(kindGV.WithKind(r.Kind)) {
				t.Errorf("%s %s: kind %s is not in the test scheme", gv, r.Name, r.Kind)
			}
		}
	}
}
