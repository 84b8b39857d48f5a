package apiserver

import (
	"encoding/json"
	"os"
	"testing"

	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	apiextensionsv1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
	structuralschema "github.com/kube-rebuilt/apiserver/04-extensions/apiserver/schema"
)

// storedHTTPRoute is an HTTPRoute as stage 07 stores it in etcd after
// compare-upstream -crs created and updated it (issue 34): the route, its
// defaults filled in, and the managedFields of the create and the update.
const storedHTTPRoute = `{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","metadata":{"creationTimestamp":"2026-11-28T07:00:00Z","generation":2,"labels":{"app":"compare","tier":"a"},"managedFields":[{"apiVersion":"gateway.networking.k8s.io/v1","fieldsType":"FieldsV1","fieldsV1":{"f:metadata":{"f:labels":{".":{},"f:app":{},"f:tier":{}}},"f:spec":{".":{},"f:hostnames":{},"f:parentRefs":{},"f:rules":{}}},"manager":"compare-upstream","operation":"Update","time":"2026-11-28T07:00:01Z"}],"name":"route-000042","namespace":"compare-upstream-crs","uid":"5b0f4c7e-1d2a-4f4e-9a53-4f6f3b9a6b11"},"spec":{"hostnames":["shop-42.example.com","www.example.com"],"parentRefs":[{"group":"gateway.networking.k8s.io","kind":"Gateway","name":"web","sectionName":"http"}],"rules":[{"backendRefs":[{"group":"","kind":"Service","name":"cart","port":8080,"weight":7},{"group":"","kind":"Service","name":"cart-canary","port":8080,"weight":1}],"matches":[{"path":{"type":"PathPrefix","value":"/cart/42"}}]},{"backendRefs":[{"group":"","kind":"Service","name":"checkout","port":8443,"weight":1}],"matches":[{"headers":[{"name":"x-tenant","type":"Exact","value":"t42"}],"path":{"type":"Exact","value":"/checkout"}}]}]}}`

// storedHTTPRouteMessy is one an older server or etcdctl could have left:
// a malformed label, unknown fields in metadata, spec and status, nulls
// where the schema allows none, no generation.
const storedHTTPRouteMessy = `{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","metadata":{"name":"messy","namespace":"ns","labels":{"a":1,"b":"c"},"annotations":{"x":"<y>"},"junk":true,"finalizers":["f"],"ownerReferences":[{"apiVersion":"v1","kind":"ConfigMap","name":"c","uid":"u","controller":true}],"creationTimestamp":"2026-11-28T08:00:00+01:00","deletionGracePeriodSeconds":30},"spec":{"hostnames":null,"unknownField":{"x":1},"parentRefs":[{"name":"web","extra":1}],"rules":[{"matches":[{"path":{"type":"PathPrefix","value":"/"}}],"timeouts":null,"filters":[{"type":"RequestHeaderModifier","requestHeaderModifier":{"set":[{"name":"a","value":"b","x":1}]}}]}]},"status":{"parents":[],"bogus":2}}`

// httpRouteDecoder is the storage decoder of Gateway API's HTTPRoute
// (schema/cel/testdata/realworld), as crdConversionRESTOptionsGetter
// builds it.
func httpRouteDecoder(tb testing.TB) schemaCoercingDecoder {
	tb.Helper()
	data, err := os.ReadFile("schema/cel/testdata/realworld/gateway.networking.k8s.io_httproutes.yaml")
	if err != nil {
		tb.Fatal(err)
	}
	var v1 apiextensionsv1.CustomResourceDefinition
	if err := yaml.Unmarshal(data, &v1); err != nil {
		tb.Fatal(err)
	}
	apiextensionsv1.SetObjectDefaults_CustomResourceDefinition(&v1)
	var crd apiextensions.CustomResourceDefinition
	if err := apiextensionsv1.Convert_v1_CustomResourceDefinition_To_apiextensions_CustomResourceDefinition(&v1, &crd, nil); err != nil {
		tb.Fatal(err)
	}
	schemas := map[string]*structuralschema.Structural{}
	for _, v := range crd.Spec.Versions {
		if schemas[v.Name], err = structuralschema.NewStructural(v.Schema.OpenAPIV3Schema); err != nil {
			tb.Fatal(err)
		}
	}
	return schemaCoercingDecoder{delegate: unstructured.UnstructuredJSONScheme, validator: unstructuredSchemaCoercer{
		dropInvalidMetadata: true, repairGeneration: true,
		structuralSchemas: schemas, structuralSchemaGK: schema.GroupKind{Group: crd.Spec.Group, Kind: crd.Spec.Names.Kind},
	}}
}

// TestDecodeStoredHTTPRoute: the storage decoder's output, byte for byte,
// is what it was before issue 34's changes to objectmeta, pruning and
// defaulting (the wants were written by the code at eb2490a).
func TestDecodeStoredHTTPRoute(t *testing.T) {
	d := httpRouteDecoder(t)
	for _, tc := range []struct{ name, in, want string }{
		{"as stored", storedHTTPRoute, `{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","metadata":{"creationTimestamp":"2026-11-28T07:00:00Z","generation":2,"labels":{"app":"compare","tier":"a"},"managedFields":[{"apiVersion":"gateway.networking.k8s.io/v1","fieldsType":"FieldsV1","fieldsV1":{"f:metadata":{"f:labels":{".":{},"f:app":{},"f:tier":{}}},"f:spec":{".":{},"f:hostnames":{},"f:parentRefs":{},"f:rules":{}}},"manager":"compare-upstream","operation":"Update","time":"2026-11-28T07:00:01Z"}],"name":"route-000042","namespace":"compare-upstream-crs","uid":"5b0f4c7e-1d2a-4f4e-9a53-4f6f3b9a6b11"},"spec":{"hostnames":["shop-42.example.com","www.example.com"],"parentRefs":[{"group":"gateway.networking.k8s.io","kind":"Gateway","name":"web","sectionName":"http"}],"rules":[{"backendRefs":[{"group":"","kind":"Service","name":"cart","port":8080,"weight":7},{"group":"","kind":"Service","name":"cart-canary","port":8080,"weight":1}],"matches":[{"path":{"type":"PathPrefix","value":"/cart/42"}}]},{"backendRefs":[{"group":"","kind":"Service","name":"checkout","port":8443,"weight":1}],"matches":[{"headers":[{"name":"x-tenant","type":"Exact","value":"t42"}],"path":{"type":"Exact","value":"/checkout"}}]}]}}`},
		{"messy", storedHTTPRouteMessy, `{"apiVersion":"gateway.networking.k8s.io/v1","kind":"HTTPRoute","metadata":{"annotations":{"x":"\u003cy\u003e"},"creationTimestamp":"2026-11-28T07:00:00Z","deletionGracePeriodSeconds":30,"finalizers":["f"],"generation":1,"name":"messy","namespace":"ns","ownerReferences":[{"apiVersion":"v1","controller":true,"kind":"ConfigMap","name":"c","uid":"u"}]},"spec":{"parentRefs":[{"name":"web"}],"rules":[{"filters":[{"requestHeaderModifier":{"set":[{"name":"a","value":"b"}]},"type":"RequestHeaderModifier"}],"matches":[{"path":{"type":"PathPrefix","value":"/"}}]}]},"status":{"parents":[]}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obj, _, err := d.Decode([]byte(tc.in), nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(obj)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got %s; want %s", got, tc.want)
			}
		})
	}
}

// BenchmarkDecodeStoredCustomResource decodes one stored HTTPRoute as the
// storage codec of a custom resource does for every object read from etcd
// (a get, a list, every watch event): JSON into a map, then the coercer
// (metadata, pruning, nulls) against Gateway API's structural schema
// (schema/cel/testdata/realworld).
//
//	go test -run '^$' -bench DecodeStoredCustomResource -benchmem ./04-extensions/apiserver
func BenchmarkDecodeStoredCustomResource(b *testing.B) {
	d := httpRouteDecoder(b)
	in := []byte(storedHTTPRoute)
	b.ReportAllocs()
	for b.Loop() {
		obj, _, err := d.Decode(in, nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		if obj.(*unstructured.Unstructured).GetName() != "route-000042" {
			b.Fatalf("got %v", obj)
		}
	}
}
