package clientgo

import (
	"context"
	"testing"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsclient "k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset"
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	apiregistrationv1 "k8s.io/kube-aggregator/pkg/apis/apiregistration/v1"
	aggregatorclient "k8s.io/kube-aggregator/pkg/client/clientset_generated/clientset"
	"k8s.io/utils/ptr"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// protobufConfig is cfg speaking only protobuf, as upstream's typed
// clients for these groups may (and upstream's conformance tests do): a
// type without a protobuf form answers 406 and the client fails.
func protobufConfig(cfg *rest.Config) *rest.Config {
	cfg = rest.CopyConfig(cfg)
	cfg.ContentType = "application/vnd.kubernetes.protobuf"
	cfg.AcceptContentTypes = "application/vnd.kubernetes.protobuf"
	return cfg
}

// widgetCRD carries every kind of schema node the protobuf form has a
// field for: nested properties, items, enums and defaults (raw JSON),
// additionalProperties, numbers (doubles), list and map types.
func widgetCRD() *apiextensionsv1.CustomResourceDefinition {
	str := apiextensionsv1.JSONSchemaProps{Type: "string"}
	return &apiextensionsv1.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: "widgets.proto.example.com", Labels: map[string]string{"e2e": "protobuf"}},
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: "proto.example.com",
			Scope: apiextensionsv1.NamespaceScoped,
			Names: apiextensionsv1.CustomResourceDefinitionNames{
				Plural: "widgets", Singular: "widget", Kind: "Widget", ListKind: "WidgetList",
				ShortNames: []string{"wd"}, Categories: []string{"all"},
			},
			Versions: []apiextensionsv1.CustomResourceDefinitionVersion{{
				Name: "v1", Served: true, Storage: true,
				Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: &apiextensionsv1.JSONSchemaProps{
					Type: "object",
					Properties: map[string]apiextensionsv1.JSONSchemaProps{
						"spec": {
							Type:     "object",
							Required: []string{"size"},
							// CEL rules: field 44, with every field of a rule set.
							XValidations: apiextensionsv1.ValidationRules{
								{Rule: "self.size != 'large' || self.count <= 5", Message: "large widgets come 5 at most",
									MessageExpression: "'size ' + self.size", Reason: ptr.To(apiextensionsv1.FieldValueForbidden), FieldPath: ".count"},
								{Rule: "self.size == oldSelf.size", OptionalOldSelf: ptr.To(false)},
							},
							Properties: map[string]apiextensionsv1.JSONSchemaProps{
								"size":   {Type: "string", Enum: []apiextensionsv1.JSON{{Raw: []byte(`"small"`)}, {Raw: []byte(`"large"`)}}},
								"weight": {Type: "number", Minimum: ptr.To(0.5), Maximum: ptr.To(99.5)},
								"count":  {Type: "integer", Default: &apiextensionsv1.JSON{Raw: []byte(`3`)}, MaxLength: nil},
								"tags": {Type: "array", MaxItems: ptr.To[int64](8), XListType: ptr.To("set"),
									Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: &str}},
								"labels": {Type: "object", AdditionalProperties: &apiextensionsv1.JSONSchemaPropsOrBool{Allows: true, Schema: &str}},
								"ports": {Type: "array", XListType: ptr.To("map"), XListMapKeys: []string{"name"},
									Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: &apiextensionsv1.JSONSchemaProps{
										Type: "object", Required: []string{"name"},
										Properties: map[string]apiextensionsv1.JSONSchemaProps{"name": str, "port": {Type: "integer", XIntOrString: false}},
									}}},
								"extra": {Type: "object", XPreserveUnknownFields: ptr.To(true)},
							},
						},
					},
				}},
				Subresources: &apiextensionsv1.CustomResourceSubresources{Status: &apiextensionsv1.CustomResourceSubresourceStatus{}},
				AdditionalPrinterColumns: []apiextensionsv1.CustomResourceColumnDefinition{
					{Name: "Size", Type: "string", JSONPath: ".spec.size", Priority: 1},
				},
			}},
		},
	}
}

// TestProtobufForExtensionTypes creates, reads, lists and watches a CRD
// and an APIService with typed clients that speak protobuf alone: the
// apiextensions and apiregistration types must have upstream's protobuf
// form, field for field, or the client cannot decode what it gets back.
func TestProtobufForExtensionTypes(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apiextensions.k8s.io/v1/customresourcedefinitions")
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		cfg := protobufConfig(srv.RESTConfig(t))
		crds := apiextensionsclient.NewForConfigOrDie(cfg).ApiextensionsV1().CustomResourceDefinitions()

		w, err := crds.Watch(ctx, metav1.ListOptions{LabelSelector: "e2e=protobuf"})
		if err != nil {
			t.Fatalf("watch CRDs over protobuf: %v", err)
		}
		defer w.Stop()
		want := widgetCRD()
		created, err := crds.Create(ctx, want, metav1.CreateOptions{})
		if err != nil {
			t.Fatalf("create a CRD over protobuf: %v", err)
		}
		got, err := crds.Get(ctx, want.Name, metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get the CRD over protobuf: %v", err)
		}
		if got.UID != created.UID || got.Spec.Names.Kind != "Widget" {
			t.Errorf("got %s %q; want the created CRD %s", got.UID, got.Spec.Names.Kind, created.UID)
		}
		gotSchema, wantSchema := got.Spec.Versions[0].Schema.OpenAPIV3Schema, want.Spec.Versions[0].Schema.OpenAPIV3Schema
		if !equality.Semantic.DeepEqual(gotSchema.Properties["spec"], wantSchema.Properties["spec"]) {
			t.Errorf("the schema came back changed:\ngot  %+v\nwant %+v", gotSchema.Properties["spec"], wantSchema.Properties["spec"])
		}
		if cols := got.Spec.Versions[0].AdditionalPrinterColumns; len(cols) != 1 || cols[0].Priority != 1 {
			t.Errorf("got printer columns %+v; want Size with priority 1", cols)
		}
		list, err := crds.List(ctx, metav1.ListOptions{LabelSelector: "e2e=protobuf"})
		if err != nil || len(list.Items) != 1 || list.Items[0].Name != want.Name {
			t.Fatalf("list CRDs over protobuf: %v, %v; want the one CRD", list, err)
		}
		select {
		case ev := <-w.ResultChan():
			if crd, ok := ev.Object.(*apiextensionsv1.CustomResourceDefinition); ev.Type != watch.Added || !ok || crd.Name != want.Name {
				t.Errorf("got watch event %s %T; want ADDED of the CRD", ev.Type, ev.Object)
			}
		case <-ctx.Done():
			t.Fatal("no watch event over protobuf")
		}
		if err := crds.Delete(ctx, want.Name, metav1.DeleteOptions{}); err != nil {
			t.Errorf("delete the CRD over protobuf: %v", err)
		}

		if !srv.Serves(t, "apiregistration.k8s.io/v1/apiservices") {
			return
		}
		apiServices := aggregatorclient.NewForConfigOrDie(cfg).ApiregistrationV1().APIServices()
		svc := &apiregistrationv1.APIService{
			ObjectMeta: metav1.ObjectMeta{Name: "v1.proto.example.org"},
			Spec: apiregistrationv1.APIServiceSpec{
				Group: "proto.example.org", Version: "v1",
				Service:               &apiregistrationv1.ServiceReference{Namespace: "default", Name: "nowhere", Port: ptr.To[int32](443)},
				InsecureSkipTLSVerify: true, GroupPriorityMinimum: 1000, VersionPriority: 15,
			},
		}
		if _, err := apiServices.Create(ctx, svc, metav1.CreateOptions{}); err != nil {
			t.Fatalf("create an APIService over protobuf: %v", err)
		}
		gotSvc, err := apiServices.Get(ctx, svc.Name, metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get the APIService over protobuf: %v", err)
		}
		if !equality.Semantic.DeepEqual(gotSvc.Spec, svc.Spec) {
			t.Errorf("got spec %+v; want %+v", gotSvc.Spec, svc.Spec)
		}
		if err := apiServices.Delete(ctx, svc.Name, metav1.DeleteOptions{}); err != nil {
			t.Errorf("delete the APIService over protobuf: %v", err)
		}
	})
}
