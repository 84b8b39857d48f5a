package customresourcedefinition

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/serializer"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
	"github.com/kube-rebuilt/apiserver/03-master/storage"
	"github.com/kube-rebuilt/apiserver/03-master/storage/etcd3"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions"
	"github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/install"
	v1 "github.com/kube-rebuilt/apiserver/04-extensions/apis/apiextensions/v1"
)

// clusterCtx is the context of a cluster-scoped request.
var clusterCtx = request.WithNamespace(context.Background(), "")

// crdOptionsGetter stores CRDs as apiextensions.k8s.io/v1 JSON in an
// embedded etcd; registrytest.NewEtcdStorage knows only legacyscheme's
// groups.
type crdOptionsGetter struct {
	etcd  *embedded.Etcd
	codec runtime.Codec
}

func (g crdOptionsGetter) GetRESTOptions(resource schema.GroupResource, _ runtime.Object) (generic.RESTOptions, error) {
	return generic.RESTOptions{
		ResourcePrefix: resource.Resource,
		Codec:          g.codec,
		Decorator: func(prefix string, newFunc, newListFunc func() runtime.Object, _ storage.AttrFunc) (storage.Interface, func(), error) {
			s := etcd3.New(g.etcd.Client(), g.codec, newFunc, newListFunc, "/registry", prefix, resource, storage.APIObjectVersioner{})
			return s, func() {}, nil
		},
	}, nil
}

func newStorage(t *testing.T) (*REST, rest.Updater) {
	t.Helper()
	scheme := runtime.NewScheme()
	install.Install(scheme)
	codecs := serializer.NewCodecFactory(scheme)
	info, _ := runtime.SerializerInfoForMediaType(codecs.SupportedMediaTypes(), serializer.ContentTypeJSON)
	codec := codecs.CodecForVersions(info.Serializer, codecs.UniversalDeserializer(), v1.SchemeGroupVersion, runtime.InternalGroupVersioner)
	e, err := embedded.Start(context.Background(), embedded.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatalf("start embedded etcd: %v", err)
	}
	t.Cleanup(func() { e.Close() })
	r, status, err := NewREST(scheme, crdOptionsGetter{etcd: e, codec: codec})
	if err != nil {
		t.Fatal(err)
	}
	return r, status
}

// newCRD is a valid CronTab CRD, as defaulting would leave it.
func newCRD() *apiextensions.CustomResourceDefinition {
	return &apiextensions.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: "crontabs.stable.example.com"},
		Spec: apiextensions.CustomResourceDefinitionSpec{
			Group: "stable.example.com",
			Scope: apiextensions.NamespaceScoped,
			Names: apiextensions.CustomResourceDefinitionNames{Plural: "crontabs", Singular: "crontab", Kind: "CronTab", ListKind: "CronTabList"},
			Versions: []apiextensions.CustomResourceDefinitionVersion{{
				Name: "v1", Served: true, Storage: true,
				Schema: &apiextensions.CustomResourceValidation{OpenAPIV3Schema: &apiextensions.JSONSchemaProps{
					Type:       "object",
					Properties: map[string]apiextensions.JSONSchemaProps{"spec": {Type: "object", Properties: map[string]apiextensions.JSONSchemaProps{"cronSpec": {Type: "string"}}}},
				}},
			}},
			Conversion: &apiextensions.CustomResourceConversion{Strategy: apiextensions.NoneConverter},
		},
	}
}

func create(t *testing.T, r *REST, crd *apiextensions.CustomResourceDefinition) *apiextensions.CustomResourceDefinition {
	t.Helper()
	out, err := r.Create(clusterCtx, crd, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create %s: %v", crd.Name, err)
	}
	return out.(*apiextensions.CustomResourceDefinition)
}

func get(t *testing.T, r *REST, name string) *apiextensions.CustomResourceDefinition {
	t.Helper()
	out, err := r.Get(clusterCtx, name, &metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get %s: %v", name, err)
	}
	return out.(*apiextensions.CustomResourceDefinition)
}

func TestCreate(t *testing.T) {
	r, _ := newStorage(t)
	in := newCRD()
	in.Status.StoredVersions = []string{"v0", "v1"}
	in.Status.Conditions = []apiextensions.CustomResourceDefinitionCondition{{Type: apiextensions.Established, Status: apiextensions.ConditionTrue}}
	crd := create(t, r, in)
	if crd.Generation != 1 {
		t.Errorf("generation = %d; want 1", crd.Generation)
	}
	if got := crd.Status.StoredVersions; len(got) != 1 || got[0] != "v1" {
		t.Errorf("storedVersions = %v; want [v1]", got)
	}
	if len(crd.Status.Conditions) != 0 {
		t.Errorf("conditions = %v; want none (status is reset)", crd.Status.Conditions)
	}

	bad := newCRD()
	bad.Name = "crontab.stable.example.com"
	bad.Spec.Conversion.Strategy = apiextensions.WebhookConverter
	_, err := r.Create(clusterCtx, bad, nil, &metav1.CreateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueInvalid metadata.name; FieldValueInvalid spec.conversion.strategy"; got != want {
		t.Errorf("causes = %q; want %q", got, want)
	}
	if !apierrors.IsInvalid(err) {
		t.Errorf("err = %v; want Invalid (422)", err)
	}
}

func TestUpdate(t *testing.T) {
	r, status := newStorage(t)
	crd := create(t, r, newCRD())

	// A spec change bumps the generation; status sent along is ignored.
	crd.Spec.Versions = append(crd.Spec.Versions, apiextensions.CustomResourceDefinitionVersion{
		Name: "v2", Served: true, Storage: false, Schema: crd.Spec.Versions[0].Schema,
	})
	crd.Status.AcceptedNames.Kind = "Ignored"
	out, _, err := r.Update(clusterCtx, crd.Name, rest.DefaultUpdatedObjectInfo(crd), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	crd = out.(*apiextensions.CustomResourceDefinition)
	if crd.Generation != 2 || crd.Status.AcceptedNames.Kind != "" {
		t.Errorf("generation, acceptedNames.kind = %d, %q; want 2, empty", crd.Generation, crd.Status.AcceptedNames.Kind)
	}

	// A status update changes status, not spec or generation.
	crd.Status.AcceptedNames = crd.Spec.Names
	crd.Spec.Versions = crd.Spec.Versions[:1]
	out, _, err = status.Update(clusterCtx, crd.Name, rest.DefaultUpdatedObjectInfo(crd), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	crd = out.(*apiextensions.CustomResourceDefinition)
	if crd.Status.AcceptedNames.Kind != "CronTab" || len(crd.Spec.Versions) != 2 || crd.Generation != 2 {
		t.Errorf("acceptedNames.kind, versions, generation = %q, %d, %d; want CronTab, 2, 2", crd.Status.AcceptedNames.Kind, len(crd.Spec.Versions), crd.Generation)
	}

	// Unconditional updates are refused.
	crd.ResourceVersion = ""
	_, _, err = r.Update(clusterCtx, crd.Name, rest.DefaultUpdatedObjectInfo(crd), nil, nil, false, &metav1.UpdateOptions{})
	if err == nil {
		t.Errorf("update without resourceVersion: got no error")
	}
}

func TestDelete(t *testing.T) {
	r, status := newStorage(t)
	create(t, r, newCRD())

	// The first delete only marks.
	out, deleted, err := r.Delete(clusterCtx, "crontabs.stable.example.com", nil, nil)
	if err != nil || deleted {
		t.Fatalf("delete = %v, %v; want not deleted yet", deleted, err)
	}
	crd := out.(*apiextensions.CustomResourceDefinition)
	if crd.DeletionTimestamp == nil {
		t.Errorf("deletionTimestamp not set")
	}
	if !apiextensions.CRDHasFinalizer(crd, apiextensions.CustomResourceCleanupFinalizer) {
		t.Errorf("finalizers = %v; want %s", crd.Finalizers, apiextensions.CustomResourceCleanupFinalizer)
	}
	c := apiextensions.FindCRDCondition(crd, apiextensions.Terminating)
	if c == nil || c.Status != apiextensions.ConditionTrue || c.Reason != "InstanceDeletionPending" {
		t.Errorf("Terminating condition = %+v; want True, InstanceDeletionPending", c)
	}

	// A second delete waits for the finalizer.
	if _, deleted, err := r.Delete(clusterCtx, crd.Name, nil, nil); err != nil || deleted {
		t.Fatalf("second delete = %v, %v; want not deleted", deleted, err)
	}
	crd = get(t, r, crd.Name)

	// A wrong uid precondition is a conflict.
	wrong := metav1.UID("other")
	if _, _, err := r.Delete(clusterCtx, crd.Name, nil, &metav1.DeleteOptions{Preconditions: &metav1.Preconditions{UID: &wrong}}); !apierrors.IsConflict(err) {
		t.Errorf("delete with wrong uid: got %v; want Conflict", err)
	}

	// The finalizing controller removes the finalizer through /status:
	// that deletes the CRD.
	apiextensions.CRDRemoveFinalizer(crd, apiextensions.CustomResourceCleanupFinalizer)
	if _, _, err := status.Update(clusterCtx, crd.Name, rest.DefaultUpdatedObjectInfo(crd), nil, nil, false, &metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(clusterCtx, crd.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("get after finalizing: got %v; want NotFound", err)
	}
}

func TestNamesAndTable(t *testing.T) {
	r, _ := newStorage(t)
	if got := r.ShortNames(); len(got) != 2 || got[0] != "crd" || got[1] != "crds" {
		t.Errorf("ShortNames() = %v; want [crd crds]", got)
	}
	if got := r.Categories(); len(got) != 1 || got[0] != "api-extensions" {
		t.Errorf("Categories() = %v; want [api-extensions]", got)
	}
	if got := r.GetSingularName(); got != "customresourcedefinition" {
		t.Errorf("GetSingularName() = %q; want customresourcedefinition", got)
	}
	crd := create(t, r, newCRD())
	table, err := r.ConvertToTable(clusterCtx, crd, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(table.ColumnDefinitions) != 2 || table.ColumnDefinitions[0].Name != "Name" || table.Rows[0].Cells[0] != crd.Name {
		t.Errorf("table = %+v; want Name, Created At and one row", table)
	}
}
