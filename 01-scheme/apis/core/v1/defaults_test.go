package v1

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// newScheme returns a fresh scheme with the core group registered, the
// way install.Install does it, without the global legacyscheme.
func newScheme(t *testing.T) *runtime.Scheme {
	t.Helper()
	scheme := runtime.NewScheme()
	if err := core.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	if err := AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	return scheme
}

func ptr[T any](v T) *T { return &v }

// defaultedPodSpec is what SetDefaults_PodSpec adds to an empty spec.
func defaultedPodSpec(containers ...Container) PodSpec {
	return PodSpec{
		Containers:                    containers,
		RestartPolicy:                 RestartPolicyAlways,
		TerminationGracePeriodSeconds: ptr[int64](30),
		DNSPolicy:                     DNSClusterFirst,
		SecurityContext:               &PodSecurityContext{},
		SchedulerName:                 DefaultSchedulerName,
	}
}

// defaultedContainer is what SetDefaults_Container adds, with policy as the
// expected pull policy.
func defaultedContainer(c Container, policy PullPolicy) Container {
	c.ImagePullPolicy = policy
	c.TerminationMessagePath = "/dev/termination-log"
	c.TerminationMessagePolicy = TerminationMessageReadFile
	return c
}

func TestPodDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   *Pod
		want *Pod
	}{
		{
			name: "empty pod",
			in:   &Pod{Spec: PodSpec{Containers: []Container{{Name: "c", Image: "nginx"}}}},
			want: &Pod{Spec: withServiceLinks(defaultedPodSpec(
				defaultedContainer(Container{Name: "c", Image: "nginx"}, PullAlways)))},
		},
		{
			name: "set fields are kept",
			in: &Pod{Spec: PodSpec{
				RestartPolicy:                 RestartPolicyNever,
				TerminationGracePeriodSeconds: ptr[int64](5),
				DNSPolicy:                     DNSDefault,
				SchedulerName:                 "mine",
				EnableServiceLinks:            ptr(false),
				Containers: []Container{{
					Name: "c", Image: "nginx", ImagePullPolicy: PullNever,
					TerminationMessagePath: "/x", TerminationMessagePolicy: TerminationMessageFallbackToLogsOnError,
				}},
			}},
			want: &Pod{Spec: PodSpec{
				RestartPolicy:                 RestartPolicyNever,
				TerminationGracePeriodSeconds: ptr[int64](5),
				DNSPolicy:                     DNSDefault,
				SchedulerName:                 "mine",
				EnableServiceLinks:            ptr(false),
				SecurityContext:               &PodSecurityContext{},
				Containers: []Container{{
					Name: "c", Image: "nginx", ImagePullPolicy: PullNever,
					TerminationMessagePath: "/x", TerminationMessagePolicy: TerminationMessageFallbackToLogsOnError,
				}},
			}},
		},
		{
			name: "limits become requests, rounded up to milli",
			in: &Pod{Spec: PodSpec{Containers: []Container{{
				Name: "c", Image: "nginx:1.27",
				Resources: ResourceRequirements{
					Limits:   ResourceList{ResourceCPU: resource.MustParse("1n"), ResourceMemory: resource.MustParse("1Gi")},
					Requests: ResourceList{ResourceMemory: resource.MustParse("512Mi")},
				},
			}}}},
			want: &Pod{Spec: withServiceLinks(defaultedPodSpec(defaultedContainer(Container{
				Name: "c", Image: "nginx:1.27",
				Resources: ResourceRequirements{
					Limits:   ResourceList{ResourceCPU: resource.MustParse("1m"), ResourceMemory: resource.MustParse("1Gi")},
					Requests: ResourceList{ResourceCPU: resource.MustParse("1m"), ResourceMemory: resource.MustParse("512Mi")},
				},
			}, PullIfNotPresent)))},
		},
		{
			name: "host network makes container ports host ports",
			in: &Pod{Spec: PodSpec{HostNetwork: true, Containers: []Container{{
				Name: "c", Image: "nginx:1.27", Ports: []ContainerPort{{ContainerPort: 80}, {ContainerPort: 53, HostPort: 5353, Protocol: ProtocolUDP}},
			}}}},
			want: &Pod{Spec: func() PodSpec {
				spec := withServiceLinks(defaultedPodSpec(defaultedContainer(Container{
					Name: "c", Image: "nginx:1.27", Ports: []ContainerPort{
						{ContainerPort: 80, HostPort: 80, Protocol: ProtocolTCP},
						{ContainerPort: 53, HostPort: 5353, Protocol: ProtocolUDP},
					},
				}, PullIfNotPresent)))
				spec.HostNetwork = true
				return spec
			}()},
		},
		{
			name: "volumes, probes and env",
			in: &Pod{Spec: PodSpec{
				Volumes: []Volume{
					{Name: "scratch"},
					{Name: "s", VolumeSource: VolumeSource{Secret: &SecretVolumeSource{SecretName: "s"}}},
					{Name: "cm", VolumeSource: VolumeSource{ConfigMap: &ConfigMapVolumeSource{LocalObjectReference: LocalObjectReference{Name: "cm"}}}},
					{Name: "h", VolumeSource: VolumeSource{HostPath: &HostPathVolumeSource{Path: "/var"}}},
				},
				InitContainers: []Container{{Name: "init", Image: "busybox:latest"}},
				Containers: []Container{{
					Name: "c", Image: "nginx:1.27",
					Env:            []EnvVar{{Name: "NODE", ValueFrom: &EnvVarSource{FieldRef: &ObjectFieldSelector{FieldPath: "spec.nodeName"}}}},
					LivenessProbe:  &Probe{ProbeHandler: ProbeHandler{HTTPGet: &HTTPGetAction{Port: intstr.FromInt32(80)}}},
					ReadinessProbe: &Probe{ProbeHandler: ProbeHandler{TCPSocket: &TCPSocketAction{Port: intstr.FromString("http")}}, PeriodSeconds: 3},
				}},
			}},
			want: &Pod{Spec: func() PodSpec {
				spec := withServiceLinks(defaultedPodSpec(defaultedContainer(Container{
					Name: "c", Image: "nginx:1.27",
					Env: []EnvVar{{Name: "NODE", ValueFrom: &EnvVarSource{FieldRef: &ObjectFieldSelector{APIVersion: "v1", FieldPath: "spec.nodeName"}}}},
					LivenessProbe: &Probe{
						ProbeHandler:   ProbeHandler{HTTPGet: &HTTPGetAction{Path: "/", Port: intstr.FromInt32(80), Scheme: URISchemeHTTP}},
						TimeoutSeconds: 1, PeriodSeconds: 10, SuccessThreshold: 1, FailureThreshold: 3,
					},
					ReadinessProbe: &Probe{
						ProbeHandler:   ProbeHandler{TCPSocket: &TCPSocketAction{Port: intstr.FromString("http")}},
						TimeoutSeconds: 1, PeriodSeconds: 3, SuccessThreshold: 1, FailureThreshold: 3,
					},
				}, PullIfNotPresent)))
				spec.InitContainers = []Container{defaultedContainer(Container{Name: "init", Image: "busybox:latest"}, PullAlways)}
				spec.Volumes = []Volume{
					{Name: "scratch", VolumeSource: VolumeSource{EmptyDir: &EmptyDirVolumeSource{}}},
					{Name: "s", VolumeSource: VolumeSource{Secret: &SecretVolumeSource{SecretName: "s", DefaultMode: ptr[int32](0644)}}},
					{Name: "cm", VolumeSource: VolumeSource{ConfigMap: &ConfigMapVolumeSource{LocalObjectReference: LocalObjectReference{Name: "cm"}, DefaultMode: ptr[int32](0644)}}},
					{Name: "h", VolumeSource: VolumeSource{HostPath: &HostPathVolumeSource{Path: "/var", Type: ptr(HostPathUnset)}}},
				}
				return spec
			}()},
		},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scheme.Default(tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("defaulted spec = %#v; want %#v", tt.in.Spec, tt.want.Spec)
			}
		})
	}
}

func withServiceLinks(spec PodSpec) PodSpec {
	spec.EnableServiceLinks = ptr(true)
	return spec
}

func TestImagePullPolicyDefault(t *testing.T) {
	tests := []struct {
		image string
		want  PullPolicy
	}{
		{"nginx", PullAlways},
		{"nginx:latest", PullAlways},
		{"nginx:1.27", PullIfNotPresent},
		{"registry.example.com:5000/team/app", PullAlways},
		{"registry.example.com:5000/team/app:v2", PullIfNotPresent},
		{"nginx@sha256:0123456789abcdef", PullIfNotPresent},
		{"nginx:latest@sha256:0123456789abcdef", PullAlways},
		{"", PullIfNotPresent},
	}
	for _, tt := range tests {
		t.Run(tt.image, func(t *testing.T) {
			c := Container{Image: tt.image}
			SetDefaults_Container(&c)
			if c.ImagePullPolicy != tt.want {
				t.Errorf("imagePullPolicy for %q = %q; want %q", tt.image, c.ImagePullPolicy, tt.want)
			}
		})
	}
}

func TestServiceDefaults(t *testing.T) {
	cluster := ServiceInternalTrafficPolicyCluster
	vip := LoadBalancerIPModeVIP
	tests := []struct {
		name string
		in   Service
		want Service
	}{
		{
			name: "empty",
			in:   Service{},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeClusterIP, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
			}},
		},
		{
			name: "ports get TCP and a target port",
			in: Service{Spec: ServiceSpec{Ports: []ServicePort{
				{Port: 80},
				{Port: 443, TargetPort: intstr.FromString("https"), Protocol: ProtocolUDP},
				{Port: 8080, TargetPort: intstr.FromString("")},
			}}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeClusterIP, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
				Ports: []ServicePort{
					{Port: 80, TargetPort: intstr.FromInt32(80), Protocol: ProtocolTCP},
					{Port: 443, TargetPort: intstr.FromString("https"), Protocol: ProtocolUDP},
					{Port: 8080, TargetPort: intstr.FromInt32(8080), Protocol: ProtocolTCP},
				},
			}},
		},
		{
			name: "node port is externally accessible",
			in:   Service{Spec: ServiceSpec{Type: ServiceTypeNodePort}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeNodePort, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
				ExternalTrafficPolicy: ServiceExternalTrafficPolicyCluster,
			}},
		},
		{
			name: "cluster IP with external IPs is externally accessible",
			in:   Service{Spec: ServiceSpec{ExternalIPs: []string{"192.0.2.1"}}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeClusterIP, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
				ExternalIPs: []string{"192.0.2.1"}, ExternalTrafficPolicy: ServiceExternalTrafficPolicyCluster,
			}},
		},
		{
			name: "load balancer",
			in: Service{
				Spec:   ServiceSpec{Type: ServiceTypeLoadBalancer},
				Status: ServiceStatus{LoadBalancer: LoadBalancerStatus{Ingress: []LoadBalancerIngress{{IP: "192.0.2.2"}, {Hostname: "lb.example.com"}}}},
			},
			want: Service{
				Spec: ServiceSpec{
					Type: ServiceTypeLoadBalancer, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
					ExternalTrafficPolicy: ServiceExternalTrafficPolicyCluster, AllocateLoadBalancerNodePorts: ptr(true),
				},
				Status: ServiceStatus{LoadBalancer: LoadBalancerStatus{Ingress: []LoadBalancerIngress{{IP: "192.0.2.2", IPMode: &vip}, {Hostname: "lb.example.com"}}}},
			},
		},
		{
			name: "external name gets no internal traffic policy",
			in:   Service{Spec: ServiceSpec{Type: ServiceTypeExternalName, ExternalName: "db.example.com"}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeExternalName, ExternalName: "db.example.com", SessionAffinity: ServiceAffinityNone,
			}},
		},
		{
			name: "client IP affinity gets a timeout",
			in:   Service{Spec: ServiceSpec{SessionAffinity: ServiceAffinityClientIP}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeClusterIP, SessionAffinity: ServiceAffinityClientIP, InternalTrafficPolicy: &cluster,
				SessionAffinityConfig: &SessionAffinityConfig{ClientIP: &ClientIPConfig{TimeoutSeconds: ptr[int32](10800)}},
			}},
		},
		{
			name: "no affinity drops its config",
			in: Service{Spec: ServiceSpec{
				SessionAffinityConfig: &SessionAffinityConfig{ClientIP: &ClientIPConfig{TimeoutSeconds: ptr[int32](5)}},
			}},
			want: Service{Spec: ServiceSpec{
				Type: ServiceTypeClusterIP, SessionAffinity: ServiceAffinityNone, InternalTrafficPolicy: &cluster,
			}},
		},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scheme.Default(&tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("defaulted service = %#v; want %#v", tt.in, tt.want)
			}
		})
	}
}

func TestOtherDefaults(t *testing.T) {
	tests := []struct {
		name string
		in   runtime.Object
		want runtime.Object
	}{
		{"secret type", &Secret{}, &Secret{Type: SecretTypeOpaque}},
		{"secret type kept", &Secret{Type: SecretTypeTLS}, &Secret{Type: SecretTypeTLS}},
		{"secret list", &SecretList{Items: []Secret{{}}}, &SecretList{Items: []Secret{{Type: SecretTypeOpaque}}}},
		{
			"namespace",
			&Namespace{ObjectMeta: metav1.ObjectMeta{Name: "demo", Labels: map[string]string{"team": "a"}}},
			&Namespace{
				ObjectMeta: metav1.ObjectMeta{Name: "demo", Labels: map[string]string{"team": "a", "kubernetes.io/metadata.name": "demo"}},
				Status:     NamespaceStatus{Phase: NamespaceActive},
			},
		},
		{
			"namespace without a name yet",
			&Namespace{ObjectMeta: metav1.ObjectMeta{GenerateName: "demo-"}},
			&Namespace{ObjectMeta: metav1.ObjectMeta{GenerateName: "demo-"}, Status: NamespaceStatus{Phase: NamespaceActive}},
		},
		{
			"endpoints",
			&Endpoints{Subsets: []EndpointSubset{{Ports: []EndpointPort{{Port: 80}, {Port: 53, Protocol: ProtocolUDP}}}}},
			&Endpoints{Subsets: []EndpointSubset{{Ports: []EndpointPort{{Port: 80, Protocol: ProtocolTCP}, {Port: 53, Protocol: ProtocolUDP}}}}},
		},
		{"config map has no defaults", &ConfigMap{}, &ConfigMap{}},
		{"event has no defaults", &Event{}, &Event{}},
	}
	scheme := newScheme(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scheme.Default(tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("defaulted object = %#v; want %#v", tt.in, tt.want)
			}
		})
	}
}
