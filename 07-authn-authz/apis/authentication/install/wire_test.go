package install

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/apitesting/fuzzer"
	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication"
	authenticationv1 "github.com/kube-rebuilt/apiserver/07-authn-authz/apis/authentication/v1"
)

// TestWhoamiProtobuf decodes what kubectl auth whoami sends (protobuf,
// and its JSON twin) into the same internal object, and encodes it back
// byte for byte as upstream did.
func TestWhoamiProtobuf(t *testing.T) {
	pb, err := os.ReadFile("testdata/selfsubjectreview.pb")
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile("testdata/selfsubjectreview.json")
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
	if _, ok := fromPB.(*authentication.SelfSubjectReview); !ok {
		t.Fatalf("got %T; want *authentication.SelfSubjectReview", fromPB)
	}
	if !reflect.DeepEqual(fromPB, fromJSON) {
		t.Errorf("got %#v from protobuf; want %#v as from JSON", fromPB, fromJSON)
	}
	protobuf := legacyscheme.Codecs.SupportedMediaTypes()[2].Serializer
	out, err := runtime.Encode(legacyscheme.Codecs.EncoderForVersion(protobuf, authenticationv1.SchemeGroupVersion), fromPB)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, pb) {
		t.Errorf("got %x; want upstream's %x", out, pb)
	}
}

// TestTokenRequestDefaults: v1 defaults the lifetime to an hour, and the
// internal type gets it.
func TestTokenRequestDefaults(t *testing.T) {
	in := `{"apiVersion":"authentication.k8s.io/v1","kind":"TokenRequest","spec":{"audiences":["api"]}}`
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	tr := obj.(*authentication.TokenRequest)
	if tr.Spec.ExpirationSeconds != 3600 {
		t.Errorf("got expirationSeconds %d; want 3600", tr.Spec.ExpirationSeconds)
	}
}

// TestRoundTripEveryMediaType encodes a random object of each v1 kind
// with every serializer and decodes it back unchanged.
// Upstream: k8s.io/kubernetes/pkg/api/testing.TestRoundTripTypes.
func TestRoundTripEveryMediaType(t *testing.T) {
	codecs := legacyscheme.Codecs
	for _, kind := range []string{"TokenReview", "TokenRequest", "SelfSubjectReview"} {
		gvk := authenticationv1.SchemeGroupVersion.WithKind(kind)
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
