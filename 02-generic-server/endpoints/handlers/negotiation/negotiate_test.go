package negotiation

import (
	"bufio"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
)

// codecs speaks JSON, YAML and protobuf, JSON first, as the server does.
var codecs = serializer.NewCodecFactory(runtime.NewScheme())

const (
	jsonType     = "application/json"
	yamlType     = "application/yaml"
	protobufType = "application/vnd.kubernetes.protobuf"
	none         = "406"
)

var (
	table     = "meta.k8s.io/v1, Kind=Table"
	partial   = "meta.k8s.io/v1, Kind=PartialObjectMetadataList"
	discovery = "apidiscovery.k8s.io/v2, Kind=APIGroupDiscoveryList"
)

// allowKinds allows plain encodings and the listed transformations, the
// way a resource's RequestScope (Table, PartialObjectMetadata) and the
// aggregated discovery endpoint (APIGroupDiscoveryList, and nothing plain)
// do upstream.
type allowKinds struct {
	plain bool
	kinds []string
}

func (a allowKinds) AllowsMediaTypeTransform(_, _ string, gvk *schema.GroupVersionKind) bool {
	if gvk == nil {
		return a.plain
	}
	for _, k := range a.kinds {
		if gvk.String() == k {
			return true
		}
	}
	return false
}
func (allowKinds) AllowsServerVersion(string) bool  { return false }
func (allowKinds) AllowsStreamSchema(s string) bool { return s == "watch" }

var (
	resourceRestrictions  = allowKinds{plain: true, kinds: []string{table, partial, "meta.k8s.io/v1, Kind=PartialObjectMetadata"}}
	discoveryRestrictions = allowKinds{kinds: []string{discovery}}
)

// outcome is "mediatype" or "mediatype as kind", or "406".
type outcome string

func negotiate(accept string, restrictions EndpointRestrictions) outcome {
	opts, ok := NegotiateMediaTypeOptions(accept, codecs.SupportedMediaTypes(), restrictions)
	if !ok {
		return none
	}
	if opts.Convert != nil {
		return outcome(opts.Accepted.MediaType + " as " + opts.Convert.String())
	}
	return outcome(opts.Accepted.MediaType)
}

func as(mediaType, kind string) outcome { return outcome(mediaType + " as " + kind) }

// kubectlAccept is what each Accept kubectl sends gets from an endpoint
// that allows nothing special, from a resource endpoint (Table and
// PartialObjectMetadata allowed), and from aggregated discovery.
var kubectlAccept = map[string]struct{ plain, resource, discovery outcome }{
	"application/json":                                           {jsonType, jsonType, none},
	"application/json, */*":                                      {jsonType, jsonType, none},
	"application/cbor, */*":                                      {jsonType, jsonType, none},
	"application/json;q=0.9,application/cbor;q=1":                {jsonType, jsonType, none},
	"application/vnd.kubernetes.protobuf,application/json":       {protobufType, protobufType, none},
	"application/com.github.proto-openapi.spec.v2@v1.0+protobuf": {none, none, none},
	// kubectl get: a Table where one can be made, JSON elsewhere.
	"application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json": {
		jsonType, as(jsonType, table), none},
	// kubectl 1.37 discovery: aggregated where served, legacy JSON elsewhere.
	"application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json": {
		jsonType, jsonType, as(jsonType, discovery)},
	// kubectl 1.32 discovery: v2 first, then v2beta1 (not served), then JSON.
	"application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json": {
		jsonType, jsonType, as(jsonType, discovery)},
}

func TestKubectlAcceptHeaders(t *testing.T) {
	for _, file := range []string{"kubectl-1.37-accept.txt", "kubectl-1.32-accept.txt", "kubectl-1.37-cbor-optin-accept.txt"} {
		for _, accept := range readHeaders(t, file, "Accept") {
			t.Run(file+"/"+accept, func(t *testing.T) {
				want, ok := kubectlAccept[accept]
				if !ok {
					t.Fatalf("no expectation for Accept %q: add it to kubectlAccept", accept)
				}
				for _, c := range []struct {
					name         string
					restrictions EndpointRestrictions
					want         outcome
				}{
					{"plain", DefaultEndpointRestrictions, want.plain},
					{"resource", resourceRestrictions, want.resource},
					{"discovery", discoveryRestrictions, want.discovery},
				} {
					if got := negotiate(accept, c.restrictions); got != c.want {
						t.Errorf("%s endpoint: got %q; want %q", c.name, got, c.want)
					}
				}
			})
		}
	}
}

// readHeaders returns the values of the "Name: value" lines of a testdata file.
func readHeaders(t *testing.T, file, name string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var values []string
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		if value, ok := strings.CutPrefix(scanner.Text(), name+": "); ok {
			values = append(values, value)
		}
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	if len(values) == 0 {
		t.Fatalf("%s has no %s lines", file, name)
	}
	return values
}

func TestNegotiateMediaTypeOptions(t *testing.T) {
	cases := []struct {
		accept       string
		restrictions EndpointRestrictions
		want         outcome
	}{
		{"*/*", DefaultEndpointRestrictions, jsonType},
		{"*", DefaultEndpointRestrictions, jsonType},
		{"application/*", DefaultEndpointRestrictions, jsonType},
		{"text/*", DefaultEndpointRestrictions, none},
		{"application/xml", DefaultEndpointRestrictions, none},
		{"application/yaml", DefaultEndpointRestrictions, yamlType},
		{" application/yaml ; q=1 ", DefaultEndpointRestrictions, yamlType},
		{"application/json;q=0.5, application/yaml", DefaultEndpointRestrictions, yamlType},
		{"application/yaml;q=0.5, application/vnd.kubernetes.protobuf;q=0.8", DefaultEndpointRestrictions, protobufType},
		{"*/*;q=0.9, application/yaml;q=0.9", DefaultEndpointRestrictions, yamlType},
		{"application/*;q=0.9, */*", DefaultEndpointRestrictions, jsonType},
		{"application/json;q=0, */*", DefaultEndpointRestrictions, yamlType},
		{"application/json;q=0, application/*", DefaultEndpointRestrictions, yamlType},
		{"application/json;q=0", DefaultEndpointRestrictions, none},
		{"application/json;q=bogus, application/yaml;q=0.1", DefaultEndpointRestrictions, yamlType},
		{"json, application/yaml", DefaultEndpointRestrictions, yamlType},
		{"application/json/x, application/yaml", DefaultEndpointRestrictions, yamlType},
		{"application/json;as=Table;v=v1;g=meta.k8s.io", DefaultEndpointRestrictions, none},
		{"application/json;as=Table;v=v1;g=meta.k8s.io", resourceRestrictions, as(jsonType, table)},
		{"application/yaml;as=Table;v=v1;g=meta.k8s.io", resourceRestrictions, as(yamlType, table)},
		{"application/json;as=Table;v=v1beta1;g=meta.k8s.io", resourceRestrictions, none},
		{"application/json;as=PartialObjectMetadataList;v=v1;g=meta.k8s.io", resourceRestrictions, as(jsonType, partial)},
		{"application/json;as=PartialObjectMetadataList;v=v1;g=meta.k8s.io", DefaultEndpointRestrictions, none},
		{"application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList", discoveryRestrictions, none},
		{"application/vnd.kubernetes.protobuf;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList", discoveryRestrictions, as(protobufType, discovery)},
		{"application/json;stream=watch", DefaultEndpointRestrictions, jsonType},
		{"application/yaml;stream=watch, application/json", DefaultEndpointRestrictions, jsonType},
		{"application/json;stream=events, application/yaml", DefaultEndpointRestrictions, yamlType},
		{"application/json;sv=v1, application/yaml", DefaultEndpointRestrictions, yamlType},
	}
	for _, c := range cases {
		if got := negotiate(c.accept, c.restrictions); got != c.want {
			t.Errorf("Accept %q: got %q; want %q", c.accept, got, c.want)
		}
	}
}

func TestNegotiateOutputMediaType(t *testing.T) {
	cases := []struct {
		name, accept, query, userAgent string
		wantType                       string
		wantPretty, wantDefault        bool
	}{
		{name: "no Accept takes the first", wantType: jsonType, wantDefault: true},
		{name: "pretty=1 parameter", accept: "application/json;pretty=1", wantType: jsonType, wantPretty: true},
		{name: "?pretty=true", accept: "application/json", query: "pretty=true", wantType: jsonType, wantPretty: true},
		{name: "?pretty=false beats curl", accept: "application/json", query: "pretty=false", userAgent: "curl/8.5.0", wantType: jsonType},
		{name: "curl is pretty", accept: "application/json", userAgent: "curl/8.5.0", wantType: jsonType, wantPretty: true},
		{name: "kubectl is not", accept: "application/json", userAgent: "kubectl/v1.37.2 (linux/amd64) kubernetes/$Format", wantType: jsonType},
		{name: "yaml has no pretty serializer", accept: "application/yaml;pretty=1", wantType: yamlType},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/api/v1/namespaces?"+c.query, nil)
			if c.accept != "" {
				req.Header.Set("Accept", c.accept)
			}
			req.Header.Set("User-Agent", c.userAgent)
			opts, info, err := NegotiateOutputMediaType(req, codecs, DefaultEndpointRestrictions)
			if err != nil {
				t.Fatal(err)
			}
			if info.MediaType != c.wantType {
				t.Errorf("got %q; want %q", info.MediaType, c.wantType)
			}
			if gotPretty := info.PrettySerializer != nil && info.Serializer == info.PrettySerializer; gotPretty != c.wantPretty {
				t.Errorf("got pretty %v; want %v", gotPretty, c.wantPretty)
			}
			if opts.UseDefault != c.wantDefault {
				t.Errorf("got UseDefault %v; want %v", opts.UseDefault, c.wantDefault)
			}
		})
	}
}

// The message is the one a real v1.37 server sends (reference
// raw/apis-v2beta1-only.body, Accept asking only for v2beta1 discovery).
func TestNegotiateOutputMediaTypeNotAcceptable(t *testing.T) {
	req := httptest.NewRequest(http.MethodGet, "/apis", nil)
	req.Header.Set("Accept", "application/xml")
	_, _, err := NegotiateOutputMediaType(req, codecs, DefaultEndpointRestrictions)
	assertStatus(t, err, http.StatusNotAcceptable, "NotAcceptable",
		"only the following media types are accepted: application/json, application/yaml, application/vnd.kubernetes.protobuf")
}

func TestNegotiateOutputMediaTypeStream(t *testing.T) {
	cases := []struct{ accept, want string }{
		{"", jsonType},
		{"application/json", jsonType},
		{"application/vnd.kubernetes.protobuf;stream=watch", protobufType},
		{"application/json;as=Table;v=v1;g=meta.k8s.io,application/json", jsonType},
		{"application/yaml", none},
	}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodGet, "/api/v1/configmaps?watch=true", nil)
		req.Header.Set("Accept", c.accept)
		info, err := NegotiateOutputMediaTypeStream(req, codecs, DefaultEndpointRestrictions)
		got := info.MediaType
		if err != nil {
			got = none
			assertStatus(t, err, http.StatusNotAcceptable, "NotAcceptable",
				"only the following media types are accepted: application/json;stream=watch, application/vnd.kubernetes.protobuf;stream=watch")
		}
		if got != c.want {
			t.Errorf("Accept %q: got %q; want %q", c.accept, got, c.want)
		}
	}
}

// kubectlContentType is what each body type kubectl sends decodes with.
// Patch bodies are decoded by the patch handler, which picks by patch
// type; asked here, they are a 415 like any unknown type.
var kubectlContentType = map[string]string{
	"application/json":                       jsonType,
	"application/vnd.kubernetes.protobuf":    protobufType,
	"application/apply-patch+yaml":           none,
	"application/json-patch+json":            none,
	"application/merge-patch+json":           none,
	"application/strategic-merge-patch+json": none,
}

func TestKubectlContentTypes(t *testing.T) {
	for _, ct := range readHeaders(t, "kubectl-content-type.txt", "Content-Type") {
		want, ok := kubectlContentType[ct]
		if !ok {
			t.Errorf("no expectation for Content-Type %q: add it to kubectlContentType", ct)
			continue
		}
		if got := inputType(ct, false); got != want {
			t.Errorf("Content-Type %q: got %q; want %q", ct, got, want)
		}
	}
}

func inputType(contentType string, streaming bool) string {
	info, err := NegotiateInputSerializerForMediaType(contentType, streaming, codecs)
	if err != nil {
		return none
	}
	return info.MediaType
}

func TestNegotiateInputSerializer(t *testing.T) {
	cases := []struct{ contentType, want string }{
		{"", jsonType},
		{"application/json; charset=utf-8", jsonType},
		{"APPLICATION/YAML", yamlType},
		{"application/vnd.kubernetes.protobuf", protobufType},
		{"text/plain", none},
		{"application/cbor", none},
		{"not a media type;;", none},
	}
	for _, c := range cases {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/namespaces", nil)
		req.Header.Set("Content-Type", c.contentType)
		info, err := NegotiateInputSerializer(req, false, codecs)
		got := info.MediaType
		if err != nil {
			got = none
		}
		if got != c.want {
			t.Errorf("Content-Type %q: got %q; want %q", c.contentType, got, c.want)
		}
	}
}

// The message is the one a real v1.37 server sends (reference
// raw/create-cm-cbor-body.body, a CBOR body to a server without CBOR).
func TestNegotiateInputSerializerUnsupported(t *testing.T) {
	_, err := NegotiateInputSerializerForMediaType("text/plain", false, codecs)
	assertStatus(t, err, http.StatusUnsupportedMediaType, "UnsupportedMediaType",
		"the body of the request was in an unknown format - accepted media types include: application/json, application/yaml, application/vnd.kubernetes.protobuf")
	_, err = NegotiateInputSerializerForMediaType("text/plain", true, codecs)
	assertStatus(t, err, http.StatusUnsupportedMediaType, "UnsupportedMediaType",
		"the body of the request was in an unknown format - accepted media types include: application/json;stream=watch, application/vnd.kubernetes.protobuf;stream=watch")
}

// assertStatus checks that err renders the Status the server would write.
func assertStatus(t *testing.T, err error, code int32, reason, message string) {
	t.Helper()
	var status apierrors.APIStatus
	if !errors.As(err, &status) {
		t.Fatalf("got %T (%v); want an APIStatus", err, err)
	}
	s := status.Status()
	if s.Code != code || string(s.Reason) != reason || s.Message != message || s.Status != "Failure" || s.Details != nil {
		t.Errorf("got %d %q %q (details %v); want %d %q %q", s.Code, s.Reason, s.Message, s.Details, code, reason, message)
	}
	if err.Error() != message {
		t.Errorf("got Error() %q; want %q", err.Error(), message)
	}
}

func TestMediaTypesForSerializer(t *testing.T) {
	mediaTypes, streamMediaTypes := MediaTypesForSerializer(codecs)
	if got, want := strings.Join(mediaTypes, ","), "application/json,application/yaml,application/vnd.kubernetes.protobuf"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	if got, want := strings.Join(streamMediaTypes, ","), "application/json;stream=watch,application/vnd.kubernetes.protobuf;stream=watch"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}
