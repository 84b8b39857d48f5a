package install

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	v1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
)

const crdJSON = `{
 "apiVersion": "apiextensions.k8s.io/v1",
 "kind": "CustomResourceDefinition",
 "metadata": {"name": "crontabs.stable.example.com"},
 "spec": {
  "group": "stable.example.com",
  "scope": "Namespaced",
  "names": {"plural": "crontabs", "kind": "CronTab", "shortNames": ["ct"]},
  "versions": [{
   "name": "v1", "served": true, "storage": true,
   "schema": {"openAPIV3Schema": {
    "type": "object",
    "properties": {
     "spec": {"type": "object", "x-kubernetes-preserve-unknown-fields": true,
      "properties": {
       "cronSpec": {"type": "string", "default": "* * * * */5"},
       "replicas": {"type": "integer", "enum": [1, 2, 3]},
       "tags": {"type": "array", "items": {"type": "string"}},
       "labels": {"type": "object", "additionalProperties": {"type": "string"}},
       "free": {"type": "object", "additionalProperties": true}
      }}
    }}},
   "subresources": {"status": {}, "scale": {"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas"}},
   "additionalPrinterColumns": [{"name": "Spec", "type": "string", "jsonPath": ".spec.cronSpec"}]
  }]
 }
}`

func TestRoundTrip(t *testing.T) {
	scheme := runtime.NewScheme()
	Install(scheme)
	var in v1.CustomResourceDefinition
	if err := json.Unmarshal([]byte(crdJSON), &in); err != nil {
		t.Fatal(err)
	}
	scheme.Default(&in)
	if got, want := in.Spec.Names.ListKind, "CronTabList"; got != want {
		t.Errorf("listKind = %q; want %q", got, want)
	}
	if in.Spec.Conversion == nil || in.Spec.Conversion.Strategy != v1.NoneConverter {
		t.Errorf("conversion = %#v; want strategy None", in.Spec.Conversion)
	}
	if got, want := in.Status.StoredVersions, []string{"v1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("storedVersions = %v; want %v", got, want)
	}
	props := in.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties
	if string(props["cronSpec"].Default.Raw) != `"* * * * */5"` {
		t.Errorf("default = %s; want the raw string", props["cronSpec"].Default.Raw)
	}
	if ap := props["free"].AdditionalProperties; ap == nil || !ap.Allows || ap.Schema != nil {
		t.Errorf("additionalProperties: true = %#v; want Allows without schema", ap)
	}
	if ap := props["labels"].AdditionalProperties; ap == nil || ap.Schema == nil || ap.Schema.Type != "string" {
		t.Errorf("additionalProperties schema = %#v; want type string", ap)
	}

	internal, err := scheme.ConvertToVersion(&in, runtime.InternalGroupVersioner)
	if err != nil {
		t.Fatalf("to internal: %v", err)
	}
	crd := internal.(*apiextensions.CustomResourceDefinition)
	if !apiextensions.HasServedCRDVersion(crd, "v1") {
		t.Errorf("HasServedCRDVersion(v1) = false; want true")
	}
	out, err := scheme.ConvertToVersion(crd, v1.SchemeGroupVersion)
	if err != nil {
		t.Fatalf("to v1: %v", err)
	}
	a, _ := json.Marshal(&in)
	b, _ := json.Marshal(out)
	var am, bm interface{}
	_ = json.Unmarshal(a, &am)
	_ = json.Unmarshal(b, &bm)
	if !reflect.DeepEqual(am, bm) {
		t.Errorf("round trip changed the CRD:\n got %s\nwant %s", b, a)
	}
}
