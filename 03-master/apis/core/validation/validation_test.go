package validation

import (
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
)

// errorSummary prints errs as "Type path" lines, the way tests compare them.
func errorSummary(errs field.ErrorList) string {
	var parts []string
	for _, e := range errs {
		parts = append(parts, string(e.Type)+" "+e.Field)
	}
	return strings.Join(parts, "; ")
}

func objMeta(name string) metav1.ObjectMeta {
	return metav1.ObjectMeta{Name: name, Namespace: "default", ResourceVersion: "1"}
}

func validPod() *core.Pod {
	return &core.Pod{
		ObjectMeta: objMeta("web"),
		Spec: core.PodSpec{
			Containers: []core.Container{{
				Name: "nginx", Image: "nginx:1.27",
				Ports:                    []core.ContainerPort{{Name: "http", ContainerPort: 80, Protocol: core.ProtocolTCP}},
				ImagePullPolicy:          core.PullIfNotPresent,
				TerminationMessagePolicy: core.TerminationMessageReadFile,
			}},
			RestartPolicy: core.RestartPolicyAlways,
			DNSPolicy:     core.DNSClusterFirst,
		},
	}
}

func TestValidatePod(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"valid", func(p *core.Pod) {}, ""},
		{"invalid name", func(p *core.Pod) { p.Name = "Web_1" }, "FieldValueInvalid metadata.name"},
		{"no containers", func(p *core.Pod) { p.Spec.Containers = nil }, "FieldValueRequired spec.containers"},
		{"container name and image required", func(p *core.Pod) { p.Spec.Containers[0].Name, p.Spec.Containers[0].Image = "", "" },
			"FieldValueRequired spec.containers[0].name; FieldValueRequired spec.containers[0].image"},
		{"duplicate container names", func(p *core.Pod) { p.Spec.Containers = append(p.Spec.Containers, p.Spec.Containers[0]) },
			"FieldValueDuplicate spec.containers[1].name"},
		{"init container shares names", func(p *core.Pod) { p.Spec.InitContainers = []core.Container{p.Spec.Containers[0]} },
			"FieldValueDuplicate spec.initContainers[0].name"},
		{"port out of range", func(p *core.Pod) { p.Spec.Containers[0].Ports[0].ContainerPort = 70000 },
			"FieldValueInvalid spec.containers[0].ports[0].containerPort"},
		{"port missing", func(p *core.Pod) { p.Spec.Containers[0].Ports[0].ContainerPort = 0 },
			"FieldValueRequired spec.containers[0].ports[0].containerPort"},
		{"restart policy", func(p *core.Pod) { p.Spec.RestartPolicy = "Sometimes" }, "FieldValueNotSupported spec.restartPolicy"},
		{"volume mount without volume", func(p *core.Pod) {
			p.Spec.Containers[0].VolumeMounts = []core.VolumeMount{{Name: "data", MountPath: "/data"}}
		}, "FieldValueNotFound spec.containers[0].volumeMounts[0].name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			tt.mutate(p)
			if got := errorSummary(ValidatePodCreate(p)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidatePodUpdate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"image may change", func(p *core.Pod) { p.Spec.Containers[0].Image = "nginx:1.28" }, ""},
		{"ports may not", func(p *core.Pod) { p.Spec.Containers[0].Ports[0].ContainerPort = 8080 }, "FieldValueForbidden spec"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, p := validPod(), validPod()
			tt.mutate(p)
			if got := errorSummary(ValidatePodUpdate(p, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func validService() *core.Service {
	return &core.Service{
		ObjectMeta: objMeta("web"),
		Spec: core.ServiceSpec{
			Type:            core.ServiceTypeClusterIP,
			SessionAffinity: core.ServiceAffinityNone,
			Selector:        map[string]string{"app": "web"},
			// as the v1 defaults leave it
			InternalTrafficPolicy: ptr(core.ServiceInternalTrafficPolicyCluster),
			Ports:                 []core.ServicePort{{Port: 80, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(8080)}},
		},
	}
}

func TestValidateService(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(s *core.Service)
		want   string
	}{
		{"valid", func(s *core.Service) {}, ""},
		{"name is a DNS-1123 label", func(s *core.Service) { s.Name = "Web" }, "FieldValueInvalid metadata.name"},
		{"name may start with a digit", func(s *core.Service) { s.Name = "1web" }, ""},
		{"ports required", func(s *core.Service) { s.Spec.Ports = nil }, "FieldValueRequired spec.ports"},
		{"port range", func(s *core.Service) { s.Spec.Ports[0].Port = 0 }, "FieldValueInvalid spec.ports[0].port"},
		{"names required when several", func(s *core.Service) {
			s.Spec.Ports = append(s.Spec.Ports, core.ServicePort{Port: 443, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(443)})
		}, "FieldValueRequired spec.ports[0].name; FieldValueRequired spec.ports[1].name"},
		{"unique names", func(s *core.Service) {
			s.Spec.Ports[0].Name = "http"
			s.Spec.Ports = append(s.Spec.Ports, core.ServicePort{Name: "http", Port: 443, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(443)})
		}, "FieldValueDuplicate spec.ports[1].name"},
		{"type", func(s *core.Service) { s.Spec.Type = "Magic" }, "FieldValueNotSupported spec.type"},
		{"selector labels", func(s *core.Service) { s.Spec.Selector = map[string]string{"app": "not valid!"} }, "FieldValueInvalid spec.selector"},
		{"cluster IP", func(s *core.Service) { s.Spec.ClusterIP, s.Spec.ClusterIPs = "10.0.0.300", []string{"10.0.0.300"} },
			"FieldValueInvalid spec.clusterIPs[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validService()
			tt.mutate(s)
			if got := errorSummary(ValidateServiceCreate(s)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateServiceUpdateClusterIP(t *testing.T) {
	old, s := validService(), validService()
	old.Spec.ClusterIP, s.Spec.ClusterIP = "10.0.0.10", "10.0.0.11"
	old.Spec.ClusterIPs, s.Spec.ClusterIPs = []string{"10.0.0.10"}, []string{"10.0.0.11"}
	if got, want := errorSummary(ValidateServiceUpdate(s, old)), "FieldValueInvalid spec.clusterIPs[0]"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func yes() *bool { b := true; return &b }

func TestValidateConfigMapUpdate(t *testing.T) {
	base := func(immutable *bool, data map[string]string) *core.ConfigMap {
		return &core.ConfigMap{ObjectMeta: objMeta("cfg"), Immutable: immutable, Data: data}
	}
	tests := []struct {
		name     string
		old, new *core.ConfigMap
		want     string
	}{
		{"mutable data changes", base(nil, map[string]string{"a": "1"}), base(nil, map[string]string{"a": "2"}), ""},
		{"becomes immutable", base(nil, map[string]string{"a": "1"}), base(yes(), map[string]string{"a": "1"}), ""},
		{"immutable data", base(yes(), map[string]string{"a": "1"}), base(yes(), map[string]string{"a": "2"}), "FieldValueForbidden data"},
		{"immutable unset", base(yes(), map[string]string{"a": "1"}), base(nil, map[string]string{"a": "1"}), "FieldValueForbidden immutable"},
		{"bad key", base(nil, nil), base(nil, map[string]string{"a b": "1"}), "FieldValueInvalid data[a b]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := errorSummary(ValidateConfigMapUpdate(tt.new, tt.old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateSecret(t *testing.T) {
	tests := []struct {
		name   string
		secret core.Secret
		want   string
	}{
		{"opaque", core.Secret{ObjectMeta: objMeta("s"), Type: core.SecretTypeOpaque, Data: map[string][]byte{"k": []byte("v")}}, ""},
		{"tls needs keys", core.Secret{ObjectMeta: objMeta("s"), Type: core.SecretTypeTLS}, "FieldValueRequired data[tls.crt]; FieldValueRequired data[tls.key]"},
		{"bad key", core.Secret{ObjectMeta: objMeta("s"), Type: core.SecretTypeOpaque, Data: map[string][]byte{"a/b": nil}}, "FieldValueInvalid data[a/b]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := errorSummary(ValidateSecret(&tt.secret)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateSecretUpdate(t *testing.T) {
	old := &core.Secret{ObjectMeta: objMeta("s"), Type: core.SecretTypeOpaque, Immutable: yes(), Data: map[string][]byte{"k": []byte("v")}}
	s := old.DeepCopy()
	s.Type = "example.com/other"
	s.Data = map[string][]byte{"k": []byte("w")}
	if got, want := errorSummary(ValidateSecretUpdate(s, old)), "FieldValueInvalid type; FieldValueForbidden data"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestValidateNamespace(t *testing.T) {
	tests := []struct {
		name string
		ns   core.Namespace
		want string
	}{
		{"valid", core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: core.NamespaceSpec{Finalizers: []core.FinalizerName{"kubernetes"}}}, ""},
		{"a label, not a subdomain", core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "a.b"}}, "FieldValueInvalid metadata.name"},
		{"finalizer needs a domain", core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: core.NamespaceSpec{Finalizers: []core.FinalizerName{"mine"}}},
			"FieldValueInvalid spec.finalizers[0]"},
		{"qualified finalizer", core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: core.NamespaceSpec{Finalizers: []core.FinalizerName{"example.com/mine"}}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := errorSummary(ValidateNamespace(&tt.ns)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestValidateNamespaceStatusUpdate(t *testing.T) {
	old := &core.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo", ResourceVersion: "1"}, Status: core.NamespaceStatus{Phase: core.NamespaceActive}}
	ns := old.DeepCopy()
	ns.Status.Phase = core.NamespaceTerminating
	if got, want := errorSummary(ValidateNamespaceStatusUpdate(ns, old)), "FieldValueInvalid status.Phase"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestValidateEndpoints(t *testing.T) {
	ep := &core.Endpoints{ObjectMeta: objMeta("web"), Subsets: []core.EndpointSubset{{
		Addresses: []core.EndpointAddress{{IP: "nope"}},
		Ports:     []core.EndpointPort{{Port: 80, Protocol: core.ProtocolTCP}, {Port: 443, Protocol: core.ProtocolTCP}},
	}}}
	want := "FieldValueInvalid subsets[0].addresses[0].ip; FieldValueRequired subsets[0].ports[0].name; FieldValueRequired subsets[0].ports[1].name"
	if got := errorSummary(ValidateEndpoints(ep)); got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	// Addresses an endpoint may not have, as upstream's ValidateEndpointIP;
	// loopback passes (replicas on one machine, validateEndpointIPOnThisMachine).
	for ip, want := range map[string]string{
		"10.0.0.1":    "",
		"127.0.0.2":   "",
		"::1":         "",
		"0.0.0.0":     "FieldValueInvalid subsets[0].addresses[0].ip",
		"169.254.1.1": "FieldValueInvalid subsets[0].addresses[0].ip",
		"fe80::1":     "FieldValueInvalid subsets[0].addresses[0].ip",
	} {
		ep := &core.Endpoints{ObjectMeta: objMeta("web"), Subsets: []core.EndpointSubset{{
			Addresses: []core.EndpointAddress{{IP: ip}}, Ports: []core.EndpointPort{{Port: 80, Protocol: core.ProtocolTCP}},
		}}}
		if got := errorSummary(ValidateEndpoints(ep)); got != want {
			t.Errorf("%s: got %q; want %q", ip, got, want)
		}
	}
}

func TestValidateEvent(t *testing.T) {
	coreV1 := schema.GroupVersion{Version: "v1"}
	eventsV1 := schema.GroupVersion{Group: "events.k8s.io", Version: "v1"}
	old := func() *core.Event {
		return &core.Event{ObjectMeta: objMeta("web.1"), InvolvedObject: core.ObjectReference{Kind: "Pod", Name: "web", Namespace: "default"},
			Reason: "Started", Type: core.EventTypeNormal, Count: 1}
	}
	recorded := func() *core.Event {
		return &core.Event{ObjectMeta: objMeta("web.2"), InvolvedObject: core.ObjectReference{Kind: "Pod", Name: "web", Namespace: "default"},
			EventTime: metav1.NewMicroTime(time.Now()), ReportingController: "default-scheduler", ReportingInstance: "default-scheduler-a",
			Action: "Binding", Reason: "Scheduled", Type: core.EventTypeNormal}
	}
	tests := []struct {
		name    string
		event   *core.Event
		version schema.GroupVersion
		want    string
	}{
		{"old-style through core/v1", old(), coreV1, ""},
		{"namespace mismatch", func() *core.Event { e := old(); e.InvolvedObject.Namespace = "other"; return e }(), coreV1, "FieldValueInvalid involvedObject.namespace"},
		{"old-style through events.k8s.io/v1", old(), eventsV1, "FieldValueRequired eventTime; FieldValueInvalid count"},
		{"recorder's event through events.k8s.io/v1", recorded(), eventsV1, ""},
		{"recorder's event through core/v1", recorded(), coreV1, ""},
		{"no reporting controller, core/v1", func() *core.Event { e := recorded(); e.ReportingController = ""; return e }(), coreV1,
			"FieldValueRequired reportingComponent; FieldValueInvalid reportingComponent; FieldValueInvalid reportingComponent"},
		{"no action, events.k8s.io/v1", func() *core.Event { e := recorded(); e.Action = ""; return e }(), eventsV1, "FieldValueRequired action"},
		{"bad type, events.k8s.io/v1", func() *core.Event { e := recorded(); e.Type = "Info"; return e }(), eventsV1, "FieldValueInvalid type"},
		{"short series", func() *core.Event {
			e := recorded()
			e.Series = &core.EventSeries{Count: 1, LastObservedTime: metav1.NewMicroTime(time.Now())}
			return e
		}(), eventsV1, "FieldValueInvalid series.count"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := errorSummary(ValidateEventCreate(tt.event, tt.version)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	// Through events.k8s.io/v1 an event is immutable but for its series.
	before := recorded()
	before.ResourceVersion = "1"
	after := before.DeepCopy()
	after.Message = "changed"
	if got, want := errorSummary(ValidateEventUpdate(after, before, eventsV1)), "FieldValueInvalid message"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
	if got := errorSummary(ValidateEventUpdate(after, before, coreV1)); got != "" {
		t.Errorf("got %q through core/v1; want the message changeable", got)
	}
}

func TestSemanticDeepEqual(t *testing.T) {
	tests := []struct {
		name string
		a, b interface{}
		want bool
	}{
		{"nil and empty slice", core.Container{Command: nil}, core.Container{Command: []string{}}, true},
		{"nil and empty map", core.PodSpec{NodeSelector: nil}, core.PodSpec{NodeSelector: map[string]string{}}, true},
		{"different images", core.Container{Image: "a"}, core.Container{Image: "b"}, false},
		{"different lengths", core.Container{Args: []string{"x"}}, core.Container{}, false},
		{"equal quantities", core.ResourceList{"memory": resource.MustParse("1Gi")}, core.ResourceList{"memory": resource.MustParse("1024Mi")}, true},
		{"different quantities", core.ResourceList{"memory": resource.MustParse("1Gi")}, core.ResourceList{"memory": resource.MustParse("1G")}, false},
		{"nil and set pointer", core.PodSpec{ActiveDeadlineSeconds: nil}, core.PodSpec{ActiveDeadlineSeconds: new(int64)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SemanticDeepEqual(tt.a, tt.b); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestValidatePodUpdateNilVersusEmpty(t *testing.T) {
	old, p := validPod(), validPod()
	p.Spec.Containers[0].Command = []string{}
	p.Spec.NodeSelector = map[string]string{}
	if errs := ValidatePodUpdate(p, old); len(errs) != 0 {
		t.Errorf("got %q; want no errors", errorSummary(errs))
	}
}
