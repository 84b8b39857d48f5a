package responsewriters

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/handlers/negotiation"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"

	coreinstall "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
)

var codecs = newCodecs()

// TestMain keeps the error log lines of the failure tests out of the output.
func TestMain(m *testing.M) {
	klog.SetOutput(io.Discard)
	os.Exit(m.Run())
}

func newCodecs() serializer.CodecFactory {
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	return serializer.NewCodecFactory(scheme)
}

func configMap(data map[string]string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "c1", Namespace: "demo"}, Data: data}
}

// request builds a GET with the given headers ("Name: value").
func request(headers ...string) *http.Request {
	req := httptest.NewRequest(http.MethodGet, "/api/v1/namespaces/demo/configmaps/c1", nil)
	for _, h := range headers {
		name, value, _ := strings.Cut(h, ": ")
		req.Header.Set(name, value)
	}
	return req
}

func writeConfigMap(req *http.Request, obj runtime.Object) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	WriteObjectNegotiated(codecs, negotiation.DefaultEndpointRestrictions, corev1.SchemeGroupVersion, rec, req, http.StatusOK, obj, false)
	return rec
}

func TestWriteObjectNegotiatedMediaTypes(t *testing.T) {
	cases := []struct {
		name, accept, wantType, wantBody string
	}{
		{"json", "application/json", "application/json",
			`{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c1","namespace":"demo"},"data":{"a":"b"}}` + "\n"},
		{"no Accept", "", "application/json",
			`{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c1","namespace":"demo"},"data":{"a":"b"}}` + "\n"},
		{"yaml", "application/yaml", "application/yaml",
			"apiVersion: v1\ndata:\n  a: b\nkind: ConfigMap\nmetadata:\n  name: c1\n  namespace: demo\n"},
		{"pretty", "application/json;pretty=1", "application/json",
			"{\n  \"kind\": \"ConfigMap\",\n  \"apiVersion\": \"v1\",\n  \"metadata\": {\n    \"name\": \"c1\",\n    \"namespace\": \"demo\"\n  },\n  \"data\": {\n    \"a\": \"b\"\n  }\n}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := writeConfigMap(request("Accept: "+c.accept), configMap(map[string]string{"a": "b"}))
			if rec.Code != http.StatusOK {
				t.Errorf("got %d; want 200", rec.Code)
			}
			if got := rec.Header().Get("Content-Type"); got != c.wantType {
				t.Errorf("got Content-Type %q; want %q", got, c.wantType)
			}
			if got := rec.Body.String(); got != c.wantBody {
				t.Errorf("got body\n%s\nwant\n%s", got, c.wantBody)
			}
		})
	}
}

func TestWriteObjectNegotiatedProtobuf(t *testing.T) {
	rec := writeConfigMap(request("Accept: application/vnd.kubernetes.protobuf,application/json"), configMap(map[string]string{"a": "b"}))
	if got, want := rec.Header().Get("Content-Type"), "application/vnd.kubernetes.protobuf"; got != want {
		t.Errorf("got Content-Type %q; want %q", got, want)
	}
	if !bytes.HasPrefix(rec.Body.Bytes(), []byte("k8s\x00")) {
		t.Fatalf("got body %q; want the k8s\\x00 envelope", rec.Body.Bytes())
	}
	obj, gvk, err := codecs.UniversalDeserializer().Decode(rec.Body.Bytes(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := obj.(*corev1.ConfigMap).Data["a"]; got != "b" || gvk.Kind != "ConfigMap" {
		t.Errorf("got %v data[a]=%q; want ConfigMap data[a]=b", gvk, got)
	}
}

func TestWriteObjectNegotiatedGVKInContentType(t *testing.T) {
	req := request("Accept: application/json;as=Table;v=v1;g=meta.k8s.io,application/json")
	rec := httptest.NewRecorder()
	WriteObjectNegotiated(codecs, allowAll{}, corev1.SchemeGroupVersion, rec, req, http.StatusOK, configMap(nil), true)
	if got, want := rec.Header().Get("Content-Type"), "application/json;g=meta.k8s.io;v=v1;as=Table"; got != want {
		t.Errorf("got Content-Type %q; want %q", got, want)
	}
}

// allowAll allows every transformation.
type allowAll struct{}

func (allowAll) AllowsMediaTypeTransform(string, string, *schema.GroupVersionKind) bool { return true }
func (allowAll) AllowsServerVersion(string) bool                                        { return true }
func (allowAll) AllowsStreamSchema(string) bool                                         { return true }

// TestWriteObjectNegotiatedNotAcceptable writes the body a real server
// sent for an Accept it could not serve.
func TestWriteObjectNegotiatedNotAcceptable(t *testing.T) {
	req := request("Accept: application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList")
	rec := writeConfigMap(req, configMap(nil))
	if rec.Code != http.StatusNotAcceptable {
		t.Errorf("got %d; want 406", rec.Code)
	}
	if got := rec.Header().Get("Content-Type"); got != "application/json" {
		t.Errorf("got Content-Type %q; want application/json", got)
	}
	if got, want := rec.Body.String(), readFixture(t, "apis-v2beta1-only-406.json"); got != want {
		t.Errorf("got body\n%s\nwant\n%s", got, want)
	}
}

// An error response whose negotiation fails still carries its own code.
func TestWriteObjectNegotiatedNotAcceptableKeepsError(t *testing.T) {
	rec := httptest.NewRecorder()
	status := apierrors.NewNotFound(schema.GroupResource{Resource: "configmaps"}, "c1").Status()
	WriteObjectNegotiated(codecs, negotiation.DefaultEndpointRestrictions, corev1.SchemeGroupVersion, rec,
		request("Accept: application/xml"), http.StatusNotFound, &status, false)
	if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), `"reason": "NotFound"`) {
		t.Errorf("got %d %s; want the 404 Status", rec.Code, rec.Body)
	}
}

func TestSerializeObjectGzip(t *testing.T) {
	big := map[string]string{"a": strings.Repeat("x", defaultGzipThresholdBytes)}
	small := map[string]string{"a": "b"}
	cases := []struct {
		name           string
		data           map[string]string
		acceptEncoding string
		wantGzip       bool
	}{
		{"large, gzip accepted", big, "gzip", true},
		{"large, among others", big, "deflate, gzip, br", true},
		// as upstream, a token with parameters is not recognized
		{"large, gzip with a quality", big, "gzip;q=1.0", false},
		{"large, no Accept-Encoding", big, "", false},
		{"large, only deflate", big, "deflate", false},
		{"small, gzip accepted", small, "gzip", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := writeConfigMap(request("Accept: application/json", "Accept-Encoding: "+c.acceptEncoding), configMap(c.data))
			body := rec.Body.Bytes()
			if got := rec.Header().Get("Content-Encoding") == "gzip"; got != c.wantGzip {
				t.Fatalf("got gzip %v; want %v", got, c.wantGzip)
			}
			if got, want := rec.Header().Get("Vary"), map[bool]string{true: "Accept-Encoding"}[c.wantGzip]; got != want {
				t.Errorf("got Vary %q; want %q", got, want)
			}
			if c.wantGzip {
				body = gunzip(t, body)
			}
			want, _ := runtime.Encode(codecs.LegacyCodec(corev1.SchemeGroupVersion), configMap(c.data))
			if !bytes.Equal(body, want) {
				t.Errorf("got a %d-byte body; want the %d-byte JSON", len(body), len(want))
			}
		})
	}
}

func gunzip(t *testing.T, data []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// failingEncoder fails after writing a little, in pieces, as a streaming
// encoder that meets an unencodable field midway would: its first write
// is the opening "{", so the writer buffers what follows and can still
// answer with a Status.
type failingEncoder struct{ runtime.Encoder }

func (e failingEncoder) Encode(obj runtime.Object, w io.Writer) error {
	if _, ok := obj.(*metav1.Status); ok {
		return e.Encoder.Encode(obj, w)
	}
	_, _ = w.Write([]byte(`{`))
	_, _ = w.Write([]byte(`"kind":`))
	return errors.New("boom")
}

func TestSerializeObjectEncodeError(t *testing.T) {
	rec := httptest.NewRecorder()
	encoder := failingEncoder{codecs.LegacyCodec(corev1.SchemeGroupVersion)}
	SerializeObject("application/json", encoder, rec, request("Accept-Encoding: gzip"), http.StatusCreated, configMap(nil))
	if rec.Code != http.StatusInternalServerError {
		t.Errorf("got %d; want 500", rec.Code)
	}
	want := `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"boom","code":500}` + "\n"
	if got := rec.Body.String(); got != want {
		t.Errorf("got %s; want %s", got, want)
	}
}

// unmarshalable has no protobuf tags: protobuf cannot encode it.
type unmarshalable struct {
	metav1.TypeMeta `json:",inline"`
	Name            string `json:"name"`
}

func (u *unmarshalable) DeepCopyObject() runtime.Object { c := *u; return &c }

func TestSerializeObjectNotMarshalable(t *testing.T) {
	var pb runtime.SerializerInfo
	for _, info := range codecs.SupportedMediaTypes() {
		if info.MediaType == "application/vnd.kubernetes.protobuf" {
			pb = info
		}
	}
	rec := httptest.NewRecorder()
	SerializeObject(pb.MediaType, pb.Serializer, rec, request(), http.StatusOK, &unmarshalable{Name: "x"})
	if rec.Code != http.StatusNotAcceptable {
		t.Errorf("got %d; want 406", rec.Code)
	}
	obj, _, err := pb.Serializer.Decode(rec.Body.Bytes(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := obj.(*metav1.Status); !ok || s.Reason != metav1.StatusReasonNotAcceptable {
		t.Errorf("got %#v; want a NotAcceptable Status", obj)
	}
}

func readFixture(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// fixtureCompare compares a pretty body with a real server's, byte for byte.
func fixtureCompare(t *testing.T, got, fixture string) {
	t.Helper()
	if want := readFixture(t, fixture); got != want {
		t.Errorf("got body\n%s\nwant\n%s", got, want)
	}
}

func TestErrorNegotiated(t *testing.T) {
	notFound := apierrors.NewNotFound(schema.GroupResource{Resource: "configmaps"}, "does-not-exist")
	cases := []struct {
		name        string
		err         error
		wantCode    int
		wantFixture string
		wantBody    string
		wantHeader  string
	}{
		{name: "NotFound", err: notFound, wantCode: 404, wantFixture: "get-cm-404.json"},
		{name: "wrapped NotFound", err: fmt.Errorf("get: %w", notFound), wantCode: 404, wantFixture: "get-cm-404.json"},
		{name: "415 of negotiation", err: negotiation.NewUnsupportedMediaTypeError([]string{"application/json", "application/yaml", "application/vnd.kubernetes.protobuf"}),
			wantCode: 415, wantFixture: "create-cm-cbor-body-415.json"},
		{name: "plain error", err: errors.New("etcd is on fire"), wantCode: 500,
			wantBody: "{\n  \"kind\": \"Status\",\n  \"apiVersion\": \"v1\",\n  \"metadata\": {},\n  \"status\": \"Failure\",\n  \"message\": \"etcd is on fire\",\n  \"code\": 500\n}"},
		{name: "retry after", err: apierrors.NewTooManyRequests("slow down", 7), wantCode: 429, wantHeader: "7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			code := ErrorNegotiated(c.err, codecs, corev1.SchemeGroupVersion, rec, request("User-Agent: curl/8.5.0"))
			if code != c.wantCode || rec.Code != c.wantCode {
				t.Errorf("got %d, written %d; want %d", code, rec.Code, c.wantCode)
			}
			if got := rec.Header().Get("Content-Type"); got != "application/json" {
				t.Errorf("got Content-Type %q; want application/json", got)
			}
			switch {
			case c.wantFixture != "":
				fixtureCompare(t, rec.Body.String(), c.wantFixture)
			case c.wantBody != "":
				if got := rec.Body.String(); got != c.wantBody {
					t.Errorf("got body\n%s\nwant\n%s", got, c.wantBody)
				}
			}
			if got := rec.Header().Get("Retry-After"); got != c.wantHeader {
				t.Errorf("got Retry-After %q; want %q", got, c.wantHeader)
			}
		})
	}
}

// A Status is unversioned: its apiVersion is v1 whatever group answers.
func TestErrorNegotiatedYAML(t *testing.T) {
	rec := httptest.NewRecorder()
	ErrorNegotiated(apierrors.NewBadRequest("no"), codecs, schema.GroupVersion{Group: "apps", Version: "v1"}, rec, request("Accept: application/yaml"))
	want := "apiVersion: v1\ncode: 400\nkind: Status\nmessage: \"no\"\nmetadata: {}\nreason: BadRequest\nstatus: Failure\n"
	if got := rec.Body.String(); rec.Code != 400 || got != want {
		t.Errorf("got %d\n%s\nwant 400\n%s", rec.Code, got, want)
	}
}

func TestErrorToAPIStatus(t *testing.T) {
	cases := []struct {
		name       string
		err        error
		wantCode   int32
		wantReason metav1.StatusReason
		wantStatus string
	}{
		{"StatusError", apierrors.NewConflict(schema.GroupResource{Resource: "configmaps"}, "c1", errors.New("stale")), 409, metav1.StatusReasonConflict, "Failure"},
		{"406 of negotiation", negotiation.NewNotAcceptableError([]string{"application/json"}), 406, metav1.StatusReasonNotAcceptable, "Failure"},
		{"plain", errors.New("x"), 500, metav1.StatusReasonUnknown, "Failure"},
		{"empty Status", statusOnly{}, 500, "", "Failure"},
		{"Success without code", statusOnly{metav1.Status{Status: metav1.StatusSuccess}}, 200, "", "Success"},
	}
	for _, c := range cases {
		s := ErrorToAPIStatus(c.err)
		if s.Code != c.wantCode || s.Reason != c.wantReason || s.Status != c.wantStatus || s.Kind != "Status" || s.APIVersion != "v1" {
			t.Errorf("%s: got %d %q %q %s/%s; want %d %q %q Status/v1", c.name, s.Code, s.Reason, s.Status, s.APIVersion, s.Kind, c.wantCode, c.wantReason, c.wantStatus)
		}
	}
}

type statusOnly struct{ s metav1.Status }

func (e statusOnly) Error() string         { return "status only" }
func (e statusOnly) Status() metav1.Status { return e.s }

func TestWriteRawJSON(t *testing.T) {
	rec := httptest.NewRecorder()
	WriteRawJSON(http.StatusTeapot, map[string]string{"a": "b"}, rec)
	if rec.Code != http.StatusTeapot || rec.Header().Get("Content-Type") != "application/json" || rec.Body.String() != "{\n  \"a\": \"b\"\n}" {
		t.Errorf("got %d %q %q", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
}

func TestInternalError(t *testing.T) {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/apis/<script>", nil)
	InternalError(rec, req, errors.New("no context"))
	want := "Internal Server Error: \"/apis/&lt;script&gt;\": no context\n"
	if rec.Code != 500 || rec.Body.String() != want || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
		t.Errorf("got %d %q %q; want 500 text/plain %q", rec.Code, rec.Header().Get("Content-Type"), rec.Body, want)
	}
}

// A list streamed item by item (the codecs every served group uses) is
// compressed by the same rule as a body written whole: gzip only when
// accepted and over 128 KiB, decided once the pieces pass the threshold.
// Either way the bytes are those of the whole encoding.
func TestSerializeObjectStreamedList(t *testing.T) {
	scheme := runtime.NewScheme()
	coreinstall.Install(scheme)
	streaming := serializer.NewCodecFactory(scheme,
		serializer.WithStreamingCollectionEncodingToJSON(), serializer.WithStreamingCollectionEncodingToProtobuf())
	list := func(n int) *corev1.ConfigMapList {
		l := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "7"}, Items: []corev1.ConfigMap{}}
		for i := range n {
			l.Items = append(l.Items, corev1.ConfigMap{
				ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("c%05d", i), Namespace: "demo"},
				Data:       map[string]string{"key": strings.Repeat("v", 100)},
			})
		}
		return l
	}
	cases := []struct {
		name, accept, acceptEncoding string
		items                        int
		wantGzip                     bool
	}{
		{"large JSON, gzip accepted", "application/json", "gzip", 2000, true},
		{"large protobuf, gzip accepted", "application/vnd.kubernetes.protobuf", "gzip", 2000, true},
		{"large JSON, no gzip", "application/json", "", 2000, false},
		{"large protobuf, no gzip", "application/vnd.kubernetes.protobuf", "", 2000, false},
		{"small JSON, gzip accepted", "application/json", "gzip", 3, false},
		{"small protobuf, gzip accepted", "application/vnd.kubernetes.protobuf", "gzip", 3, false},
		{"empty list, gzip accepted", "application/json", "gzip", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			obj := list(c.items)
			rec := httptest.NewRecorder()
			req := request("Accept: "+c.accept, "Accept-Encoding: "+c.acceptEncoding)
			WriteObjectNegotiated(streaming, negotiation.DefaultEndpointRestrictions, corev1.SchemeGroupVersion, rec, req, http.StatusOK, obj, false)
			if got := rec.Header().Get("Content-Encoding") == "gzip"; got != c.wantGzip {
				t.Fatalf("got gzip %v; want %v", got, c.wantGzip)
			}
			if got := rec.Header().Get("Content-Type"); got != c.accept {
				t.Errorf("got Content-Type %q; want %q", got, c.accept)
			}
			body := rec.Body.Bytes()
			if c.wantGzip {
				body = gunzip(t, body)
			}
			info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), c.accept)
			want, err := runtime.Encode(codecs.EncoderForVersion(info.Serializer, corev1.SchemeGroupVersion), obj)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(body, want) {
				t.Errorf("got a %d-byte body; want the %d-byte whole encoding", len(body), len(want))
			}
		})
	}
}
