package managedfields_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
	"sigs.k8s.io/yaml"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1/unstructured"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/managedfields"
	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"

	apps "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/install"
	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"
)

var deploymentKind = schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"}

// newDeploymentFieldManager builds the chain for apps/v1 Deployments from
// the OpenAPI definitions of appsv1.Deployment, as the installer does.
func newDeploymentFieldManager(t testing.TB) *managedfields.FieldManager {
	return newDeploymentFieldManagerResetting(t, nil)
}

// newDeploymentFieldManagerResetting is newDeploymentFieldManager with the
// strategy's reset fields.
func newDeploymentFieldManagerResetting(t testing.TB, resetFields map[fieldpath.APIVersion]fieldpath.Filter) *managedfields.FieldManager {
	t.Helper()
	models, err := openapi.DefinitionsV3(openapi.NewDefinitionNamer(legacyscheme.Scheme), reflect.TypeFor[appsv1.Deployment]())
	if err != nil {
		t.Fatal(err)
	}
	tc, err := managedfields.NewTypeConverter(models, false)
	if err != nil {
		t.Fatal(err)
	}
	f, err := managedfields.NewDefaultFieldManager(tc, legacyscheme.Scheme, legacyscheme.Scheme, legacyscheme.Scheme,
		deploymentKind, schema.GroupVersion{Group: "apps", Version: runtime.APIVersionInternal}, "", resetFields)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// applied decodes an applied configuration as the apply handler does.
func applied(t testing.TB, y string) runtime.Object {
	t.Helper()
	u := &unstructured.Unstructured{Object: map[string]interface{}{}}
	if err := yaml.Unmarshal([]byte(y), &u.Object); err != nil {
		t.Fatal(err)
	}
	return u
}

const deploymentYAML = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: default
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: nginx
        image: nginx:1.27
`

// owners lists "manager/operation" of each managedFields entry.
func owners(obj runtime.Object) []string {
	var out []string
	for _, e := range obj.(*apps.Deployment).ManagedFields {
		out = append(out, e.Manager+"/"+string(e.Operation))
	}
	return out
}

// fieldsOf is one manager's FieldsV1 JSON.
func fieldsOf(obj runtime.Object, manager string) string {
	for _, e := range obj.(*apps.Deployment).ManagedFields {
		if e.Manager == manager {
			return string(e.FieldsV1.Raw)
		}
	}
	return ""
}

// live gives an applied or created object the uid and kind storage would.
func live(obj runtime.Object) runtime.Object {
	d := obj.(*apps.Deployment)
	d.UID = "u-1"
	return d
}

func TestApplyCreatesAndOwns(t *testing.T) {
	f := newDeploymentFieldManager(t)
	obj, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	d := obj.(*apps.Deployment)
	if d.Spec.Replicas != 2 || d.Spec.Template.Spec.Containers[0].Image != "nginx:1.27" {
		t.Fatalf("got %+v; want replicas 2 and image nginx:1.27", d.Spec)
	}
	if got, want := owners(obj), []string{"kubectl/Apply"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got owners %v; want %v", got, want)
	}
	got := fieldsOf(obj, "kubectl")
	for _, want := range []string{`"f:replicas":{}`, `"k:{\"name\":\"nginx\"}":{`, `"f:image":{}`} {
		if !strings.Contains(got, want) {
			t.Errorf("got fields %s; want them to contain %s", got, want)
		}
	}
	if strings.Contains(got, `"f:name"`) && strings.Contains(got, `"f:metadata":{"f:name"`) {
		t.Errorf("got fields %s; want metadata.name stripped", got)
	}
}

func TestUpdateRecordsManager(t *testing.T) {
	f := newDeploymentFieldManager(t)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	liveObj := live(created)
	newObj := liveObj.DeepCopyObject().(*apps.Deployment)
	newObj.Spec.Replicas = 3
	updated, err := f.Update(liveObj, newObj, "hpa")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := owners(updated), []string{"kubectl/Apply", "hpa/Update"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got owners %v; want %v", got, want)
	}
	if got := fieldsOf(updated, "hpa"); got != `{"f:spec":{"f:replicas":{}}}` {
		t.Errorf("got hpa fields %s; want only spec.replicas", got)
	}
	if got := fieldsOf(updated, "kubectl"); strings.Contains(got, "f:replicas") {
		t.Errorf("got kubectl fields %s; want replicas taken by hpa", got)
	}
}

func TestApplyConflictAndForce(t *testing.T) {
	f := newDeploymentFieldManager(t)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	liveObj := live(created)
	other := strings.Replace(deploymentYAML, "replicas: 2", "replicas: 5", 1)
	_, err = f.Apply(liveObj, applied(t, other), "other", false)
	status, ok := err.(*errors.StatusError)
	if !ok {
		t.Fatalf("got error %v; want a StatusError", err)
	}
	if got, want := status.ErrStatus.Code, int32(http.StatusConflict); got != want {
		t.Fatalf("got code %d; want %d", got, want)
	}
	if got, want := status.ErrStatus.Message, `Apply failed with 1 conflict: conflict with "kubectl": .spec.replicas`; got != want {
		t.Errorf("got message %q; want %q", got, want)
	}
	causes := status.ErrStatus.Details.Causes
	if len(causes) != 1 || causes[0].Field != ".spec.replicas" || causes[0].Type != metav1.CauseTypeFieldManagerConflict {
		t.Errorf("got causes %+v; want one FieldManagerConflict on .spec.replicas", causes)
	}
	forced, err := f.Apply(liveObj, applied(t, other), "other", true)
	if err != nil {
		t.Fatal(err)
	}
	if got := forced.(*apps.Deployment).Spec.Replicas; got != 5 {
		t.Errorf("got replicas %d; want 5", got)
	}
	if got := fieldsOf(forced, "kubectl"); strings.Contains(got, "f:replicas") {
		t.Errorf("got kubectl fields %s; want replicas taken by the forced apply", got)
	}
}

func TestApplySameValueSharesOwnership(t *testing.T) {
	f := newDeploymentFieldManager(t)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := f.Apply(live(created), applied(t, deploymentYAML), "other", false)
	if err != nil {
		t.Fatalf("got %v; want the same value applied without conflict", err)
	}
	for _, m := range []string{"kubectl", "other"} {
		if !strings.Contains(fieldsOf(shared, m), "f:replicas") {
			t.Errorf("got %s fields %s; want replicas shared", m, fieldsOf(shared, m))
		}
	}
}

func TestApplyRemovesDroppedField(t *testing.T) {
	f := newDeploymentFieldManager(t)
	withLabel := strings.Replace(deploymentYAML, "  namespace: default\n", "  namespace: default\n  labels: {tier: front}\n", 1)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, withLabel), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	if got := created.(*apps.Deployment).Labels["tier"]; got != "front" {
		t.Fatalf("got label %q; want front", got)
	}
	dropped, err := f.Apply(live(created), applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	if got := dropped.(*apps.Deployment).Labels; len(got) != 0 {
		t.Errorf("got labels %v; want the dropped label removed", got)
	}
}

func TestApplyMergesListMapByKey(t *testing.T) {
	f := newDeploymentFieldManager(t)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	sidecar := `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: default}
spec:
  template:
    spec:
      containers:
      - name: sidecar
        image: busybox
`
	merged, err := f.Apply(live(created), applied(t, sidecar), "sidecar-injector", false)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range merged.(*apps.Deployment).Spec.Template.Spec.Containers {
		names = append(names, c.Name)
	}
	if want := []string{"nginx", "sidecar"}; !reflect.DeepEqual(names, want) {
		t.Errorf("got containers %v; want %v (merged by name)", names, want)
	}
}

// TestApplyKeysPortsByPortAndProtocol applies a DNS server's container,
// which listens on port 53 twice, over UDP and TCP: container ports are a
// list map keyed by containerPort and protocol (+listMapKey, twice, in
// upstream's types), so both are kept and each is owned on its own. Keyed
// by the patch merge key alone, containerPort, they collided.
func TestApplyKeysPortsByPortAndProtocol(t *testing.T) {
	f := newDeploymentFieldManager(t)
	dns := strings.Replace(deploymentYAML, "        image: nginx:1.27\n", `        image: coredns:1.12
        ports:
        - {containerPort: 53, protocol: UDP, name: dns}
        - {containerPort: 53, protocol: TCP, name: dns-tcp}
`, 1)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, dns), "kubectl", false)
	if err != nil {
		t.Fatalf("apply of two ports on 53: %v", err)
	}
	if n := len(created.(*apps.Deployment).Spec.Template.Spec.Containers[0].Ports); n != 2 {
		t.Errorf("got %d ports; want 2", n)
	}
	fields := fieldsOf(created, "kubectl")
	for _, key := range []string{`k:{\"containerPort\":53,\"protocol\":\"UDP\"}`, `k:{\"containerPort\":53,\"protocol\":\"TCP\"}`} {
		if !strings.Contains(fields, key) {
			t.Errorf("managed fields %s; want the key %s", fields, key)
		}
	}
}

// TestApplyDefaultsAMissingKey applies a container port without its
// protocol with --force-conflicts by two managers: the key field takes
// the schema's default (+default="TCP", in the v3 definitions the
// converter reads), so the second apply finds the first's entry instead
// of adding a port {80, TCP} beside a port {80}, one more on every apply.
func TestApplyDefaultsAMissingKey(t *testing.T) {
	f := newDeploymentFieldManager(t)
	web := strings.Replace(deploymentYAML, "        image: nginx:1.27\n", `        image: nginx:1.27
        ports:
        - containerPort: 80
`, 1)
	obj, err := f.Apply(&appsv1.Deployment{}, applied(t, web), "a", true)
	if err != nil {
		t.Fatal(err)
	}
	obj.(*apps.Deployment).Spec.Template.Spec.Containers[0].Ports[0].Protocol = "TCP" // the defaulting storage does
	for _, manager := range []string{"b", "c"} {
		if obj, err = f.Apply(live(obj), applied(t, web), manager, true); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(obj.(*apps.Deployment).Spec.Template.Spec.Containers[0].Ports); n != 1 {
		t.Errorf("got %d ports after three applies; want 1", n)
	}
	if key := `k:{\"containerPort\":80,\"protocol\":\"TCP\"}`; !strings.Contains(fieldsOf(obj, "c"), key) {
		t.Errorf("managed fields %s; want the key %s", fieldsOf(obj, "c"), key)
	}
}

func TestApplyBadInput(t *testing.T) {
	f := newDeploymentFieldManager(t)
	tests := []struct {
		name, body, want string
	}{
		{"wrong version", strings.Replace(deploymentYAML, "apps/v1", "apps/v1beta1", 1), "invalid object type: apps/v1beta1, Kind=Deployment"},
		{"wrong kind", strings.Replace(deploymentYAML, "kind: Deployment", "kind: StatefulSet", 1), "invalid object type: apps/v1, Kind=StatefulSet"},
		{"managedFields set", strings.Replace(deploymentYAML, "  namespace: default\n", "  namespace: default\n  managedFields: [{manager: x}]\n", 1), "metadata.managedFields must be nil"},
		{"unknown field", strings.Replace(deploymentYAML, "replicas: 2", "replicas: 2\n  bogus: 1", 1), `.spec.bogus: field not declared in schema`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := f.Apply(&appsv1.Deployment{}, applied(t, tt.body), "kubectl", false)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v; want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestCapManagers(t *testing.T) {
	f := newDeploymentFieldManager(t)
	created, err := f.Apply(&appsv1.Deployment{}, applied(t, deploymentYAML), "kubectl", false)
	if err != nil {
		t.Fatal(err)
	}
	liveObj := live(created)
	for i := 0; i < 15; i++ {
		newObj := liveObj.DeepCopyObject().(*apps.Deployment)
		newObj.Labels = map[string]string{"writer": string(rune('a' + i))}
		liveObj, err = f.Update(liveObj, newObj, "writer-"+string(rune('a'+i)))
		if err != nil {
			t.Fatal(err)
		}
	}
	updates := 0
	for _, e := range liveObj.(*apps.Deployment).ManagedFields {
		if e.Operation == metav1.ManagedFieldsOperationUpdate {
			updates++
		}
	}
	if updates > managedfields.DefaultMaxUpdateManagers {
		t.Errorf("got %d Update managers; want at most %d", updates, managedfields.DefaultMaxUpdateManagers)
	}
}

func TestResetFieldsAreNotOwned(t *testing.T) {
	withStatus := deploymentYAML + "status:\n  replicas: 7\n"
	statusReset := fieldpath.NewExcludeFilterSetMap(map[fieldpath.APIVersion]*fieldpath.Set{
		"apps/v1": fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
	})
	tests := []struct {
		name        string
		resetFields map[fieldpath.APIVersion]fieldpath.Filter
		wantStatus  bool
	}{
		{"no reset fields", nil, true},
		{"status reset", statusReset, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newDeploymentFieldManagerResetting(t, tt.resetFields)
			obj, err := f.Apply(&appsv1.Deployment{}, applied(t, withStatus), "kubectl", false)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(fieldsOf(obj, "kubectl"), "f:status"); got != tt.wantStatus {
				t.Errorf("got f:status owned %v; want %v (fields %s)", got, tt.wantStatus, fieldsOf(obj, "kubectl"))
			}
		})
	}
}
