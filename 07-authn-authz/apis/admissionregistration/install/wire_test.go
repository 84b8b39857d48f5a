package install

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	admissionregistrationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/admissionregistration/v1"
)

// TestRoundTripEveryMediaType encodes a filled object of every v1 kind
// with every serializer (JSON, YAML, protobuf) and decodes it back
// unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for kind := range legacyscheme.Scheme.KnownTypes(admissionregistrationv1.SchemeGroupVersion) {
		gvk := admissionregistrationv1.SchemeGroupVersion.WithKind(kind)
		if !isOurs(kind) {
			continue // the options and WatchEvent every group version carries
		}
		for seed := int64(1); seed <= 2; seed++ {
			want := mustNew(t, gvk)
			fuzzer.NewFiller(seed).Fill(want)
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
}

// isOurs says whether kind is one of the group's own kinds.
func isOurs(kind string) bool {
	switch kind {
	case "ValidatingWebhookConfiguration", "ValidatingWebhookConfigurationList",
		"MutatingWebhookConfiguration", "MutatingWebhookConfigurationList",
		"ValidatingAdmissionPolicy", "ValidatingAdmissionPolicyList",
		"ValidatingAdmissionPolicyBinding", "ValidatingAdmissionPolicyBindingList",
		"MutatingAdmissionPolicy", "MutatingAdmissionPolicyList",
		"MutatingAdmissionPolicyBinding", "MutatingAdmissionPolicyBindingList":
		return true
	}
	return false
}

func mustNew(t *testing.T, gvk schema.GroupVersionKind) runtime.Object {
	t.Helper()
	obj, err := legacyscheme.Scheme.New(gvk)
	if err != nil {
		t.Fatal(err)
	}
	return obj
}
