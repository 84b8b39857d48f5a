package install

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization"
	authorizationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authorization/v1"
)

// TestCanIProtobuf decodes what kubectl auth can-i sends (protobuf,
// and its JSON twin) into the same internal object, and encodes it back
// byte for byte as upstream did.
func TestCanIProtobuf(t *testing.T) {
	pb, err := os.ReadFile("testdata/selfsubjectaccessreview.pb")
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile("testdata/selfsubjectaccessreview.json")
	if err != nil {
		t.Fatal(err)
	}
	fromPB, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), pb)
	if err != nil {
		t.Fatal(err)
	}
	fromJSON, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), js)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := fromPB.(*authorization.SelfSubjectAccessReview); !ok {
		t.Fatalf("got %T; want *authorization.SelfSubjectAccessReview", fromPB)
	}
	if !reflect.DeepEqual(fromPB, fromJSON) {
		t.Errorf("got %#v from protobuf; want %#v as from JSON", fromPB, fromJSON)
	}
	protobuf := legacyscheme.Codecs.SupportedMediaTypes()[2].Serializer
	out, err := runtime.Encode(legacyscheme.Codecs.EncoderForVersion(protobuf, authorizationv1.SchemeGroupVersion), fromPB)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, pb) {
		t.Errorf("got %x; want upstream's %x", out, pb)
	}
}

// TestRoundTripEveryMediaType encodes a random object of each v1 kind
// with every serializer and decodes it back unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, kind := range []string{"SubjectAccessReview", "SelfSubjectAccessReview", "LocalSubjectAccessReview", "SelfSubjectRulesReview"} {
		gvk := authorizationv1.SchemeGroupVersion.WithKind(kind)
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
