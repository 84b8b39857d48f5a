package install

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac"
	rbacv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/rbac/v1"
)

// TestWire decodes what "kubectl create clusterrolebinding" sends (no
// apiGroup on the subjects or the roleRef: the server defaults them),
// and encodes it back as v1 with upstream's field names.
func TestWire(t *testing.T) {
	in := `{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRoleBinding",` +
		`"metadata":{"name":"ops-view"},` +
		`"roleRef":{"kind":"ClusterRole","name":"view"},` +
		`"subjects":[{"kind":"Group","name":"ops"},{"kind":"ServiceAccount","name":"ci","namespace":"demo"}]}`
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	crb, ok := obj.(*rbac.ClusterRoleBinding)
	if !ok {
		t.Fatalf("got %T; want *rbac.ClusterRoleBinding", obj)
	}
	wantSubjects := []rbac.Subject{
		{Kind: "Group", APIGroup: rbac.GroupName, Name: "ops"},
		{Kind: "ServiceAccount", Name: "ci", Namespace: "demo"},
	}
	if !reflect.DeepEqual(crb.Subjects, wantSubjects) || crb.RoleRef.APIGroup != rbac.GroupName {
		t.Errorf("got %+v %+v; want defaulted apiGroups", crb.Subjects, crb.RoleRef)
	}
	out, err := runtime.Encode(legacyscheme.Codecs.LegacyCodec(rbacv1.SchemeGroupVersion), crb)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"apiVersion":"rbac.authorization.k8s.io/v1"`,
		`"kind":"ClusterRoleBinding"`,
		`"roleRef":{"apiGroup":"rbac.authorization.k8s.io","kind":"ClusterRole","name":"view"}`,
		`{"kind":"Group","apiGroup":"rbac.authorization.k8s.io","name":"ops"}`,
		`{"kind":"ServiceAccount","name":"ci","namespace":"demo"}`,
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("got %s; want it to contain %s", out, want)
		}
	}
}

// TestRulesOnTheWire: a ClusterRole's rules keep upstream's names, and
// an aggregation rule its selectors.
func TestRulesOnTheWire(t *testing.T) {
	in := `{"apiVersion":"rbac.authorization.k8s.io/v1","kind":"ClusterRole","metadata":{"name":"monitoring"},` +
		`"aggregationRule":{"clusterRoleSelectors":[{"matchLabels":{"rbac.example.com/aggregate-to-monitoring":"true"}}]},` +
		`"rules":[{"verbs":["get"],"apiGroups":[""],"resources":["pods"],"resourceNames":["web"]},{"verbs":["get"],"nonResourceURLs":["/metrics"]}]}`
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	out, err := runtime.Encode(legacyscheme.Codecs.LegacyCodec(rbacv1.SchemeGroupVersion), obj)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"rules":[{"verbs":["get"],"apiGroups":[""],"resources":["pods"],"resourceNames":["web"]},{"verbs":["get"],"nonResourceURLs":["/metrics"]}]`,
		`"aggregationRule":{"clusterRoleSelectors":[{"matchLabels":{"rbac.example.com/aggregate-to-monitoring":"true"}}]}`,
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("got %s; want it to contain %s", out, want)
		}
	}
}

// TestRoundTripEveryMediaType encodes a filled object of every v1 kind
// with every serializer (JSON, YAML, protobuf: kubectl sends protobuf
// for "create clusterrolebinding"), and decodes it back unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, kind := range []string{"Role", "RoleList", "RoleBinding", "RoleBindingList",
		"ClusterRole", "ClusterRoleList", "ClusterRoleBinding", "ClusterRoleBindingList"} {
		gvk := rbacv1.SchemeGroupVersion.WithKind(kind)
		want, err := legacyscheme.Scheme.New(gvk)
		if err != nil {
			t.Fatal(err)
		}
		fuzzer.NewFiller(1).Fill(want)
		want.GetObjectKind().SetGroupVersionKind(gvk)
		for _, info := range codecs.SupportedMediaTypes() {
			t.Run(kind+" "+info.MediaType, func(t *testing.T) {
				data, err := runtime.Encode(info.Serializer, want)
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := codecs.UniversalDeserializer().Decode(data, nil, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, data)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("got %#v; want %#v", got, want)
				}
			})
		}
	}
}
