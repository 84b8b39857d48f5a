package clientgo

import (
	"context"
	"errors"
	"maps"
	"net/http"
	"strings"
	"testing"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes"
	"k8s.io/utils/ptr"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// Content types a typed clientset can speak. Controllers inside a cluster
// use protobuf; kubectl sends protobuf for create configmap and friends.
const (
	jsonType     = "application/json"
	protobufType = "application/vnd.kubernetes.protobuf"
)

// contentTypes are the wire formats the CRUD tests run with.
var contentTypes = []struct {
	name        string
	contentType string
}{
	{"json", jsonType},
	{"protobuf", protobufType},
}

// typedClient returns a clientset speaking contentType, and the recorder
// of its traffic. For protobuf it accepts protobuf only: a server that
// answered JSON would otherwise pass unnoticed.
func typedClient(t *testing.T, srv *framework.Server, contentType string) (*kubernetes.Clientset, *framework.Recorder) {
	t.Helper()
	cfg := srv.RESTConfig(t)
	cfg.ContentType = contentType
	cfg.AcceptContentTypes = contentType
	rec := &framework.Recorder{}
	return kubernetes.NewForConfigOrDie(rec.Wrap(cfg)), rec
}

// checkWire fails t unless every create and update under pathPrefix sent
// contentType and every success came back in it. (A patch is sent in its
// patch type, always JSON.)
func checkWire(t *testing.T, rec *framework.Recorder, pathPrefix, contentType string) {
	t.Helper()
	for _, e := range rec.Exchanges(pathPrefix) {
		if (e.Method == http.MethodPost || e.Method == http.MethodPut) && e.ContentType != contentType {
			t.Errorf("%s: sent Content-Type %q; want %q", e, e.ContentType, contentType)
		}
		if e.Status >= 200 && e.Status < 300 && !strings.HasPrefix(e.ResponseType, contentType) {
			t.Errorf("%s: got Content-Type %q; want %q", e, e.ResponseType, contentType)
		}
	}
}

// TestConfigMapCRUD runs a configmap through create, get, list, update,
// patch and delete with a typed clientset, once in JSON and once in
// protobuf, and checks the errors a client relies on: AlreadyExists,
// Conflict, NotFound.
func TestConfigMapCRUD(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps")
		for _, ct := range contentTypes {
			t.Run(ct.name, func(t *testing.T) {
				cs, rec := typedClient(t, srv, ct.contentType)
				testConfigMapCRUD(t, cs.CoreV1().ConfigMaps(namespace), "crud-"+ct.name)
				checkWire(t, rec, "/api/v1/namespaces/", ct.contentType)
			})
		}
	})
}

type configMaps interface {
	Create(context.Context, *corev1.ConfigMap, metav1.CreateOptions) (*corev1.ConfigMap, error)
	Get(context.Context, string, metav1.GetOptions) (*corev1.ConfigMap, error)
	List(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error)
	Update(context.Context, *corev1.ConfigMap, metav1.UpdateOptions) (*corev1.ConfigMap, error)
	Patch(context.Context, string, types.PatchType, []byte, metav1.PatchOptions, ...string) (*corev1.ConfigMap, error)
	Delete(context.Context, string, metav1.DeleteOptions) error
}

func testConfigMapCRUD(t *testing.T, c configMaps, name string) {
	ctx := context.Background()
	in := &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"e2e": name}},
		Data:       map[string]string{"a": "1"},
	}

	created, err := c.Create(ctx, in, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	if created.Name != name || created.Namespace != namespace {
		t.Errorf("create: got %s/%s; want %s/%s", created.Namespace, created.Name, namespace, name)
	}
	if !maps.Equal(created.Data, in.Data) {
		t.Errorf("create: got data %v; want %v", created.Data, in.Data)
	}
	if created.ResourceVersion == "" {
		t.Errorf("create: got an empty resourceVersion; want one")
	}

	_, err = c.Create(ctx, in, metav1.CreateOptions{})
	wantStatus(t, "create again", err, http.StatusConflict, metav1.StatusReasonAlreadyExists)

	got, err := c.Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		t.Fatalf("get: %v", err)
	}
	if got.ResourceVersion != created.ResourceVersion || !maps.Equal(got.Data, in.Data) {
		t.Errorf("get: got resourceVersion %q data %v; want %q %v", got.ResourceVersion, got.Data, created.ResourceVersion, in.Data)
	}

	list, err := c.List(ctx, metav1.ListOptions{LabelSelector: "e2e=" + name})
	if err != nil {
		t.Fatalf("list: %v", err)
	}
	if len(list.Items) != 1 || list.Items[0].Name != name {
		t.Errorf("list -l e2e=%s: got %d items %v; want [%s]", name, len(list.Items), names(list.Items), name)
	}
	if list.ResourceVersion == "" {
		t.Errorf("list: got an empty resourceVersion; want one (a watch starts from it)")
	}

	got.Data["a"] = "2"
	updated, err := c.Update(ctx, got, metav1.UpdateOptions{})
	if err != nil {
		t.Fatalf("update: %v", err)
	}
	if updated.Data["a"] != "2" {
		t.Errorf("update: got data %v; want a=2", updated.Data)
	}
	if updated.ResourceVersion == created.ResourceVersion {
		t.Errorf("update: resourceVersion stayed %q; want a new one", updated.ResourceVersion)
	}

	// Writing back a copy read before the update is a lost update: the
	// server must refuse it.
	stale := created.DeepCopy()
	stale.Data["a"] = "stale"
	_, err = c.Update(ctx, stale, metav1.UpdateOptions{})
	wantStatus(t, "update with a stale resourceVersion", err, http.StatusConflict, metav1.StatusReasonConflict)

	patched, err := c.Patch(ctx, name, types.MergePatchType, []byte(`{"data":{"b":"3"}}`), metav1.PatchOptions{})
	if err != nil {
		t.Fatalf("merge patch: %v", err)
	}
	if want := map[string]string{"a": "2", "b": "3"}; !maps.Equal(patched.Data, want) {
		t.Errorf("merge patch: got data %v; want %v", patched.Data, want)
	}

	if err := c.Delete(ctx, name, metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	_, err = c.Get(ctx, name, metav1.GetOptions{})
	wantStatus(t, "get after delete", err, http.StatusNotFound, metav1.StatusReasonNotFound)
	err = c.Delete(ctx, name, metav1.DeleteOptions{})
	wantStatus(t, "delete again", err, http.StatusNotFound, metav1.StatusReasonNotFound)
}

// TestDeploymentCRUD runs an apps/v1 Deployment through create, update,
// strategic merge patch and delete, in JSON and in protobuf, and checks
// that the server applied upstream's defaults on create.
func TestDeploymentCRUD(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apps/v1/deployments")
		for _, ct := range contentTypes {
			t.Run(ct.name, func(t *testing.T) {
				cs, rec := typedClient(t, srv, ct.contentType)
				testDeploymentCRUD(t, cs, "web-"+ct.name)
				checkWire(t, rec, "/apis/apps/v1/namespaces/", ct.contentType)
			})
		}
	})
}

func testDeploymentCRUD(t *testing.T, cs *kubernetes.Clientset, name string) {
	ctx := context.Background()
	c := cs.AppsV1().Deployments(namespace)
	created, err := c.Create(ctx, newDeployment(name), metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create: %v", err)
	}

	// The defaults of k8s.io/api/apps/v1 (SetDefaults_Deployment) and of
	// the pod template's core/v1 types.
	container := created.Spec.Template.Spec.Containers[0]
	defaults := []struct {
		field     string
		got, want any
	}{
		{"spec.replicas", deref(created.Spec.Replicas), int32(1)},
		{"spec.strategy.type", created.Spec.Strategy.Type, appsv1.RollingUpdateDeploymentStrategyType},
		{"spec.strategy.rollingUpdate.maxSurge", intOrString(created.Spec.Strategy.RollingUpdate, true), "25%"},
		{"spec.strategy.rollingUpdate.maxUnavailable", intOrString(created.Spec.Strategy.RollingUpdate, false), "25%"},
		{"spec.revisionHistoryLimit", deref(created.Spec.RevisionHistoryLimit), int32(10)},
		{"spec.progressDeadlineSeconds", deref(created.Spec.ProgressDeadlineSeconds), int32(600)},
		{"spec.template.spec.restartPolicy", created.Spec.Template.Spec.RestartPolicy, corev1.RestartPolicyAlways},
		{"spec.template.spec.dnsPolicy", created.Spec.Template.Spec.DNSPolicy, corev1.DNSClusterFirst},
		{"containers[0].imagePullPolicy", container.ImagePullPolicy, corev1.PullIfNotPresent},
		{"containers[0].terminationMessagePath", container.TerminationMessagePath, corev1.TerminationMessagePathDefault},
		{"containers[0].ports[0].protocol", container.Ports[0].Protocol, corev1.ProtocolTCP},
	}
	for _, d := range defaults {
		if d.got != d.want {
			t.Errorf("create: defaulted %s: got %v; want %v", d.field, d.got, d.want)
		}
	}

	created.Spec.Replicas = ptr.To[int32](3)
	updated, err := c.Update(ctx, created, metav1.UpdateOptions{})
	if err != nil {
		t.Fatalf("update: %v", err)
	}
	if got := deref(updated.Spec.Replicas); got != int32(3) {
		t.Errorf("update: got spec.replicas %d; want 3", got)
	}

	// A strategic merge patch merges containers by name: the sidecar is
	// added, web is kept. Upstream puts the patch's new elements before the
	// ones only the server had (strategicpatch.normalizeElementOrder).
	patch := `{"spec":{"template":{"spec":{"containers":[{"name":"sidecar","image":"busybox:1.36"}]}}}}`
	patched, err := c.Patch(ctx, name, types.StrategicMergePatchType, []byte(patch), metav1.PatchOptions{})
	if err != nil {
		t.Fatalf("strategic merge patch: %v", err)
	}
	if got, want := containerImages(patched), "sidecar=busybox:1.36 web=nginx:1.25"; got != want {
		t.Errorf("strategic merge patch: got containers %q; want %q", got, want)
	}

	if err := c.Delete(ctx, name, metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	_, err = c.Get(ctx, name, metav1.GetOptions{})
	wantStatus(t, "get after delete", err, http.StatusNotFound, metav1.StatusReasonNotFound)
}

// newDeployment returns the smallest valid Deployment: every field with a
// default is left out.
func newDeployment(name string) *appsv1.Deployment {
	labels := map[string]string{"app": name}
	return &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: labels},
		Spec: appsv1.DeploymentSpec{
			Selector: &metav1.LabelSelector{MatchLabels: labels},
			Template: corev1.PodTemplateSpec{
				ObjectMeta: metav1.ObjectMeta{Labels: labels},
				Spec: corev1.PodSpec{Containers: []corev1.Container{{
					Name:  "web",
					Image: "nginx:1.25",
					Ports: []corev1.ContainerPort{{ContainerPort: 80}},
				}}},
			},
		},
	}
}

// wantStatus fails t unless err is an API error with the given code and
// reason, the way client-go's apierrors helpers read a metav1.Status.
func wantStatus(t *testing.T, what string, err error, code int32, reason metav1.StatusReason) {
	t.Helper()
	var status apierrors.APIStatus
	if err == nil {
		t.Errorf("%s: got no error; want %d %s", what, code, reason)
		return
	}
	if !errors.As(err, &status) {
		t.Errorf("%s: got %v; want an API error %d %s", what, err, code, reason)
		return
	}
	s := status.Status()
	if s.Code != code || s.Reason != reason {
		t.Errorf("%s: got %d %s (%q); want %d %s", what, s.Code, s.Reason, s.Message, code, reason)
	}
}

func names(items []corev1.ConfigMap) []string {
	var out []string
	for _, i := range items {
		out = append(out, i.Name)
	}
	return out
}

func containerImages(d *appsv1.Deployment) string {
	var parts []string
	for _, c := range d.Spec.Template.Spec.Containers {
		parts = append(parts, c.Name+"="+c.Image)
	}
	return strings.Join(parts, " ")
}

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

func intOrString(ru *appsv1.RollingUpdateDeployment, surge bool) any {
	if ru == nil {
		return nil
	}
	v := ru.MaxUnavailable
	if surge {
		v = ru.MaxSurge
	}
	if v == nil {
		return nil
	}
	return v.String()
}
