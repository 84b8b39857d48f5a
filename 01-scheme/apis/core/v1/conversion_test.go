package v1

import (
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

var (
	testTime      = metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	testMicroTime = metav1.NewMicroTime(time.Date(2026, 1, 2, 3, 4, 5, 123456000, time.UTC))
)

// fullContainers returns three containers that between them set every
// field of Container, including each member of each one-of.
func fullContainers() []Container {
	var out []Container
	handlers := []ProbeHandler{
		{Exec: &ExecAction{Command: []string{"true"}}},
		{HTTPGet: &HTTPGetAction{Path: "/healthz", Port: intstr.FromString("http"), Host: "h", Scheme: URISchemeHTTPS, HTTPHeaders: []HTTPHeader{{Name: "X", Value: "y"}}}},
		{TCPSocket: &TCPSocketAction{Port: intstr.FromInt32(80), Host: "h"}},
	}
	sources := []EnvVarSource{
		{FieldRef: &ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.name"}},
		{ConfigMapKeyRef: &ConfigMapKeySelector{LocalObjectReference: LocalObjectReference{Name: "cm"}, Key: "k", Optional: ptr(true)}},
		{SecretKeyRef: &SecretKeySelector{LocalObjectReference: LocalObjectReference{Name: "s"}, Key: "k", Optional: ptr(false)}},
	}
	for i := range 3 {
		probe := func(j int) *Probe {
			return &Probe{
				ProbeHandler:        handlers[(i+j)%3],
				InitialDelaySeconds: 1, TimeoutSeconds: 2, PeriodSeconds: 3, SuccessThreshold: 4, FailureThreshold: 5,
				TerminationGracePeriodSeconds: ptr[int64](6),
			}
		}
		out = append(out, Container{
			Name: "c", Image: "nginx:1.27", Command: []string{"nginx"}, Args: []string{"-g", "daemon off;"}, WorkingDir: "/",
			Ports: []ContainerPort{{Name: "http", HostPort: 8080, ContainerPort: 80, Protocol: ProtocolTCP, HostIP: "0.0.0.0"}},
			EnvFrom: []EnvFromSource{
				{Prefix: "CM_", ConfigMapRef: &ConfigMapEnvSource{LocalObjectReference: LocalObjectReference{Name: "cm"}, Optional: ptr(true)}},
				{Prefix: "S_", SecretRef: &SecretEnvSource{LocalObjectReference: LocalObjectReference{Name: "s"}, Optional: ptr(true)}},
			},
			Env: []EnvVar{{Name: "A", Value: "1", ValueFrom: &sources[i]}},
			Resources: ResourceRequirements{
				Limits:   ResourceList{ResourceCPU: resource.MustParse("500m"), ResourceMemory: resource.MustParse("128Mi")},
				Requests: ResourceList{ResourceCPU: resource.MustParse("250m")},
			},
			VolumeMounts:   []VolumeMount{{Name: "v", ReadOnly: true, MountPath: "/v", SubPath: "sub"}},
			LivenessProbe:  probe(0),
			ReadinessProbe: probe(1),
			StartupProbe:   probe(2),

			TerminationMessagePath:   "/dev/termination-log",
			TerminationMessagePolicy: TerminationMessageFallbackToLogsOnError,
			ImagePullPolicy:          PullIfNotPresent,
			SecurityContext: &SecurityContext{
				Capabilities: &Capabilities{Add: []Capability{"NET_ADMIN"}, Drop: []Capability{"ALL"}},
				Privileged:   ptr(false), RunAsUser: ptr[int64](1000), RunAsGroup: ptr[int64](1000), RunAsNonRoot: ptr(true),
				ReadOnlyRootFilesystem: ptr(true), AllowPrivilegeEscalation: ptr(false),
			},
			Stdin: true, StdinOnce: true, TTY: true,
		})
	}
	return out
}

// fullContainerStatuses returns statuses that between them set every
// field, including each container state.
func fullContainerStatuses() []ContainerStatus {
	states := []ContainerState{
		{Waiting: &ContainerStateWaiting{Reason: "ImagePull", Message: "m"}},
		{Running: &ContainerStateRunning{StartedAt: testTime}},
		{Terminated: &ContainerStateTerminated{ExitCode: 1, Signal: 9, Reason: "r", Message: "m", StartedAt: testTime, FinishedAt: testTime, ContainerID: "containerd://1"}},
	}
	var out []ContainerStatus
	for i := range 3 {
		out = append(out, ContainerStatus{
			Name: "c", State: states[i], LastTerminationState: states[(i+1)%3], Ready: true, RestartCount: 2,
			Image: "nginx:1.27", ImageID: "sha256:1", ContainerID: "containerd://1", Started: ptr(true),
		})
	}
	return out
}

func fullPodSpec() PodSpec {
	return PodSpec{
		Volumes: []Volume{
			{Name: "h", VolumeSource: VolumeSource{HostPath: &HostPathVolumeSource{Path: "/var", Type: ptr(HostPathDirectory)}}},
			{Name: "e", VolumeSource: VolumeSource{EmptyDir: &EmptyDirVolumeSource{Medium: StorageMediumMemory, SizeLimit: ptr(resource.MustParse("1Gi"))}}},
			{Name: "s", VolumeSource: VolumeSource{Secret: &SecretVolumeSource{
				SecretName: "s", Items: []KeyToPath{{Key: "k", Path: "p", Mode: ptr[int32](0400)}}, DefaultMode: ptr[int32](0644), Optional: ptr(true),
			}}},
			{Name: "c", VolumeSource: VolumeSource{ConfigMap: &ConfigMapVolumeSource{
				LocalObjectReference: LocalObjectReference{Name: "cm"}, Items: []KeyToPath{{Key: "k", Path: "p", Mode: ptr[int32](0400)}}, DefaultMode: ptr[int32](0644), Optional: ptr(true),
			}}},
			{Name: "d", VolumeSource: VolumeSource{DownwardAPI: &DownwardAPIVolumeSource{
				Items: []DownwardAPIVolumeFile{{
					Path: "cpu", FieldRef: &ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.name"},
					ResourceFieldRef: &ResourceFieldSelector{ContainerName: "c", Resource: "limits.cpu", Divisor: resource.MustParse("1m")},
					Mode:             ptr[int32](0400),
				}},
				DefaultMode: ptr[int32](0644),
			}}},
			{Name: "p", VolumeSource: VolumeSource{Projected: &ProjectedVolumeSource{
				Sources: []VolumeProjection{{
					Secret: &SecretProjection{
						LocalObjectReference: LocalObjectReference{Name: "s"}, Items: []KeyToPath{{Key: "k", Path: "s", Mode: ptr[int32](0400)}}, Optional: ptr(true),
					},
					DownwardAPI: &DownwardAPIProjection{Items: []DownwardAPIVolumeFile{{
						Path: "ns", FieldRef: &ObjectFieldSelector{APIVersion: "v1", FieldPath: "metadata.namespace"},
						ResourceFieldRef: &ResourceFieldSelector{ContainerName: "c", Resource: "requests.memory", Divisor: resource.MustParse("1Mi")},
						Mode:             ptr[int32](0400),
					}}},
					ConfigMap: &ConfigMapProjection{
						LocalObjectReference: LocalObjectReference{Name: "kube-root-ca.crt"}, Items: []KeyToPath{{Key: "ca.crt", Path: "ca.crt", Mode: ptr[int32](0400)}}, Optional: ptr(false),
					},
					ServiceAccountToken: &ServiceAccountTokenProjection{Audience: "vault", ExpirationSeconds: ptr[int64](3607), Path: "token"},
				}},
				DefaultMode: ptr[int32](0644),
			}}},
		},
		InitContainers:                fullContainers(),
		Containers:                    fullContainers(),
		RestartPolicy:                 RestartPolicyOnFailure,
		TerminationGracePeriodSeconds: ptr[int64](30),
		ActiveDeadlineSeconds:         ptr[int64](600),
		DNSPolicy:                     DNSClusterFirstWithHostNet,
		NodeSelector:                  map[string]string{"disk": "ssd"},
		ServiceAccountName:            "sa",
		DeprecatedServiceAccount:      "sa",
		AutomountServiceAccountToken:  ptr(false),
		NodeName:                      "node-1",
		HostNetwork:                   true,
		HostPID:                       true,
		HostIPC:                       true,
		SecurityContext: &PodSecurityContext{
			RunAsUser: ptr[int64](1000), RunAsGroup: ptr[int64](1000), RunAsNonRoot: ptr(true),
			SupplementalGroups: []int64{5}, FSGroup: ptr[int64](2000),
		},
		ImagePullSecrets: []LocalObjectReference{{Name: "regcred"}},
		Hostname:         "web-0",
		Subdomain:        "web",
		SchedulerName:    "default-scheduler",
		Tolerations: []Toleration{{
			Key: "k", Operator: TolerationOpEqual, Value: "v", Effect: TaintEffectNoExecute, TolerationSeconds: ptr[int64](30),
		}},
		PriorityClassName:  "high",
		Priority:           ptr[int32](1000),
		RuntimeClassName:   ptr("kata"),
		EnableServiceLinks: ptr(true),
		Overhead:           ResourceList{ResourceCPU: resource.MustParse("100m")},
	}
}

func fullMeta() metav1.ObjectMeta {
	return metav1.ObjectMeta{
		Name: "n", Namespace: "ns", UID: "u-1", ResourceVersion: "7", Generation: 2, CreationTimestamp: testTime,
		Labels: map[string]string{"app": "web"}, Annotations: map[string]string{"a": "b"}, Finalizers: []string{"f"},
	}
}

// fullObjects returns one object of every kind, every carried field set.
func fullObjects() []runtime.Object {
	ref := ObjectReference{Kind: "Pod", Namespace: "ns", Name: "p", UID: "u", APIVersion: "v1", ResourceVersion: "3", FieldPath: "spec.containers{c}"}
	pod := Pod{
		TypeMeta:   metav1.TypeMeta{Kind: "Pod", APIVersion: "v1"},
		ObjectMeta: fullMeta(),
		Spec:       fullPodSpec(),
		Status: PodStatus{
			Phase: PodRunning,
			Conditions: []PodCondition{{
				Type: PodReady, Status: ConditionTrue, LastProbeTime: testTime, LastTransitionTime: testTime, Reason: "r", Message: "m",
			}},
			Message: "m", Reason: "r", NominatedNodeName: "node-2",
			HostIP: "10.0.0.1", HostIPs: []HostIP{{IP: "10.0.0.1"}},
			PodIP: "10.1.0.1", PodIPs: []PodIP{{IP: "10.1.0.1"}, {IP: "fd00::1"}},
			StartTime:             &testTime,
			InitContainerStatuses: fullContainerStatuses(),
			ContainerStatuses:     fullContainerStatuses(),
			QOSClass:              PodQOSBurstable,
			Resize:                PodResizeStatusDeferred,
		},
	}
	service := Service{
		TypeMeta:   metav1.TypeMeta{Kind: "Service", APIVersion: "v1"},
		ObjectMeta: fullMeta(),
		Spec: ServiceSpec{
			Ports: []ServicePort{{
				Name: "http", Protocol: ProtocolTCP, AppProtocol: ptr("http"), Port: 80, TargetPort: intstr.FromString("http"), NodePort: 30080,
			}},
			Selector:  map[string]string{"app": "web"},
			ClusterIP: "10.96.0.10", ClusterIPs: []string{"10.96.0.10", "fd00::10"},
			Type: ServiceTypeLoadBalancer, ExternalIPs: []string{"192.0.2.1"},
			SessionAffinity:               ServiceAffinityClientIP,
			LoadBalancerIP:                "192.0.2.2",
			LoadBalancerSourceRanges:      []string{"192.0.2.0/24"},
			ExternalName:                  "web.example.com",
			ExternalTrafficPolicy:         ServiceExternalTrafficPolicyLocal,
			HealthCheckNodePort:           30999,
			PublishNotReadyAddresses:      true,
			SessionAffinityConfig:         &SessionAffinityConfig{ClientIP: &ClientIPConfig{TimeoutSeconds: ptr[int32](60)}},
			IPFamilies:                    []IPFamily{IPv4Protocol, IPv6Protocol},
			IPFamilyPolicy:                ptr(IPFamilyPolicyPreferDualStack),
			AllocateLoadBalancerNodePorts: ptr(true),
			LoadBalancerClass:             ptr("example.com/lb"),
			InternalTrafficPolicy:         ptr(ServiceInternalTrafficPolicyLocal),
			TrafficDistribution:           ptr("PreferClose"),
		},
		Status: ServiceStatus{
			LoadBalancer: LoadBalancerStatus{Ingress: []LoadBalancerIngress{{
				IP: "192.0.2.3", Hostname: "lb.example.com", IPMode: ptr(LoadBalancerIPModeProxy),
				Ports: []PortStatus{{Port: 80, Protocol: ProtocolTCP, Error: ptr("none")}},
			}}},
			Conditions: []metav1.Condition{{
				Type: "Ready", Status: metav1.ConditionTrue, ObservedGeneration: 2, LastTransitionTime: testTime, Reason: "R", Message: "m",
			}},
		},
	}
	// List items carry no apiVersion and kind on the wire.
	podItem, serviceItem := pod, service
	podItem.TypeMeta, serviceItem.TypeMeta = metav1.TypeMeta{}, metav1.TypeMeta{}
	return []runtime.Object{
		&Namespace{
			TypeMeta:   metav1.TypeMeta{Kind: "Namespace", APIVersion: "v1"},
			ObjectMeta: fullMeta(),
			Spec:       NamespaceSpec{Finalizers: []FinalizerName{FinalizerKubernetes}},
			Status: NamespaceStatus{Phase: NamespaceTerminating, Conditions: []NamespaceCondition{{
				Type: NamespaceContentRemaining, Status: ConditionTrue, LastTransitionTime: testTime, Reason: "r", Message: "m",
			}}},
		},
		&NamespaceList{TypeMeta: metav1.TypeMeta{Kind: "NamespaceList", APIVersion: "v1"}, ListMeta: metav1.ListMeta{ResourceVersion: "9"}, Items: []Namespace{{ObjectMeta: fullMeta()}}},
		&pod,
		&PodList{TypeMeta: metav1.TypeMeta{Kind: "PodList", APIVersion: "v1"}, Items: []Pod{podItem}},
		&ConfigMap{
			TypeMeta: metav1.TypeMeta{Kind: "ConfigMap", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Immutable: ptr(true), Data: map[string]string{"k": "v"}, BinaryData: map[string][]byte{"b": {0, 1, 2}},
		},
		&ConfigMapList{TypeMeta: metav1.TypeMeta{Kind: "ConfigMapList", APIVersion: "v1"}, Items: []ConfigMap{{Data: map[string]string{"k": "v"}}}},
		// StringData is write-only (merged into Data on the way in), so it
		// cannot survive a round trip; the conversion test below covers it.
		&Secret{
			TypeMeta: metav1.TypeMeta{Kind: "Secret", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Immutable: ptr(true), Data: map[string][]byte{"password": []byte("s3cret")}, Type: SecretTypeBasicAuth,
		},
		&SecretList{TypeMeta: metav1.TypeMeta{Kind: "SecretList", APIVersion: "v1"}, Items: []Secret{{Type: SecretTypeOpaque}}},
		&service,
		&ServiceList{TypeMeta: metav1.TypeMeta{Kind: "ServiceList", APIVersion: "v1"}, Items: []Service{serviceItem}},
		&ServiceAccount{
			TypeMeta: metav1.TypeMeta{Kind: "ServiceAccount", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Secrets: []ObjectReference{ref}, ImagePullSecrets: []LocalObjectReference{{Name: "regcred"}}, AutomountServiceAccountToken: ptr(false),
		},
		&ServiceAccountList{TypeMeta: metav1.TypeMeta{Kind: "ServiceAccountList", APIVersion: "v1"}, Items: []ServiceAccount{{ObjectMeta: fullMeta()}}},
		&Endpoints{
			TypeMeta: metav1.TypeMeta{Kind: "Endpoints", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Subsets: []EndpointSubset{{
				Addresses:         []EndpointAddress{{IP: "10.1.0.1", Hostname: "web-0", NodeName: ptr("node-1"), TargetRef: &ref}},
				NotReadyAddresses: []EndpointAddress{{IP: "10.1.0.2", Hostname: "web-1", NodeName: ptr("node-2"), TargetRef: &ref}},
				Ports:             []EndpointPort{{Name: "http", Port: 80, Protocol: ProtocolTCP, AppProtocol: ptr("http")}},
			}},
		},
		&EndpointsList{TypeMeta: metav1.TypeMeta{Kind: "EndpointsList", APIVersion: "v1"}, Items: []Endpoints{{ObjectMeta: fullMeta()}}},
		&Event{
			TypeMeta: metav1.TypeMeta{Kind: "Event", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			InvolvedObject: ref, Reason: "Started", Message: "m",
			Source:         EventSource{Component: "kubelet", Host: "node-1"},
			FirstTimestamp: testTime, LastTimestamp: testTime, Count: 3, Type: EventTypeNormal,
			EventTime: testMicroTime, Series: &EventSeries{Count: 2, LastObservedTime: testMicroTime},
			Action: "Start", Related: &ref, ReportingController: "kubelet", ReportingInstance: "node-1",
		},
		&EventList{TypeMeta: metav1.TypeMeta{Kind: "EventList", APIVersion: "v1"}, Items: []Event{{Reason: "r"}}},
		&LimitRange{
			TypeMeta: metav1.TypeMeta{Kind: "LimitRange", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Spec: LimitRangeSpec{Limits: []LimitRangeItem{{
				Type:                 LimitTypeContainer,
				Max:                  ResourceList{ResourceCPU: resource.MustParse("2")},
				Min:                  ResourceList{ResourceCPU: resource.MustParse("100m")},
				Default:              ResourceList{ResourceCPU: resource.MustParse("1")},
				DefaultRequest:       ResourceList{ResourceCPU: resource.MustParse("500m")},
				MaxLimitRequestRatio: ResourceList{ResourceCPU: resource.MustParse("4")},
			}}},
		},
		&LimitRangeList{TypeMeta: metav1.TypeMeta{Kind: "LimitRangeList", APIVersion: "v1"}, Items: []LimitRange{{ObjectMeta: fullMeta()}}},
		&ResourceQuota{
			TypeMeta: metav1.TypeMeta{Kind: "ResourceQuota", APIVersion: "v1"}, ObjectMeta: fullMeta(),
			Spec: ResourceQuotaSpec{
				Hard:   ResourceList{ResourcePods: resource.MustParse("10"), ResourceRequestsCPU: resource.MustParse("4")},
				Scopes: []ResourceQuotaScope{ResourceQuotaScopeNotTerminating},
				ScopeSelector: &ScopeSelector{MatchExpressions: []ScopedResourceSelectorRequirement{{
					ScopeName: ResourceQuotaScopePriorityClass, Operator: ScopeSelectorOpIn, Values: []string{"high"},
				}}},
			},
			Status: ResourceQuotaStatus{
				Hard: ResourceList{ResourcePods: resource.MustParse("10")},
				Used: ResourceList{ResourcePods: resource.MustParse("3")},
			},
		},
		&ResourceQuotaList{TypeMeta: metav1.TypeMeta{Kind: "ResourceQuotaList", APIVersion: "v1"}, Items: []ResourceQuota{{ObjectMeta: fullMeta()}}},
	}
}

// TestFullObjectsSetEveryField keeps the round-trip test honest: a field
// added to a type but not to fullObjects would go untested.
func TestFullObjectsSetEveryField(t *testing.T) {
	for _, obj := range fullObjects() {
		if strings.HasSuffix(reflect.TypeOf(obj).Elem().Name(), "List") {
			continue // lists hold partly filled items; the item kinds are checked
		}
		for _, path := range unsetFields(obj) {
			if _, ok := obj.(*Secret); ok && path == ".StringData" {
				continue // write-only; see fullObjects
			}
			t.Errorf("%T: field %s is not set; want every field set", obj, path)
		}
	}
}

// TestRoundTrip converts every kind v1 -> internal -> v1 through the
// scheme and expects the object back unchanged: the registered functions
// and the Converter's fallback lose nothing.
func TestRoundTrip(t *testing.T) {
	scheme := newScheme(t)
	for _, obj := range fullObjects() {
		t.Run(reflect.TypeOf(obj).Elem().Name(), func(t *testing.T) {
			original := obj.DeepCopyObject()
			internal, err := scheme.ConvertToVersion(obj, runtime.InternalGroupVersioner)
			if err != nil {
				t.Fatalf("to internal: %v", err)
			}
			if got := reflect.TypeOf(internal).Elem().PkgPath(); !strings.HasSuffix(got, "/apis/core") {
				t.Fatalf("internal object is a %T; want a type of package core", internal)
			}
			back, err := scheme.ConvertToVersion(internal, SchemeGroupVersion)
			if err != nil {
				t.Fatalf("to v1: %v", err)
			}
			if !reflect.DeepEqual(back, original) {
				t.Errorf("round trip =\n%#v\nwant\n%#v", back, original)
			}
			if !reflect.DeepEqual(obj, original) {
				t.Errorf("conversion changed its input")
			}
		})
	}
}

func TestPodSpecConversion(t *testing.T) {
	scheme := newScheme(t)
	in := &Pod{Spec: PodSpec{
		DeprecatedServiceAccount: "old-name",
		HostNetwork:              true,
		HostIPC:                  true,
	}}
	var internal core.Pod
	if err := scheme.Convert(in, &internal, nil); err != nil {
		t.Fatal(err)
	}
	if got, want := internal.Spec.ServiceAccountName, "old-name"; got != want {
		t.Errorf("internal serviceAccountName = %q; want %q", got, want)
	}
	wantSC := &core.PodSecurityContext{HostNetwork: true, HostIPC: true}
	if !reflect.DeepEqual(internal.Spec.SecurityContext, wantSC) {
		t.Errorf("internal securityContext = %#v; want %#v", internal.Spec.SecurityContext, wantSC)
	}

	// Both names set: serviceAccountName wins; on the way out both carry it.
	in.Spec.ServiceAccountName = "new-name"
	internal = core.Pod{}
	if err := scheme.Convert(in, &internal, nil); err != nil {
		t.Fatal(err)
	}
	var out Pod
	if err := scheme.Convert(&internal, &out, nil); err != nil {
		t.Fatal(err)
	}
	if out.Spec.ServiceAccountName != "new-name" || out.Spec.DeprecatedServiceAccount != "new-name" {
		t.Errorf("serviceAccountName, serviceAccount = %q, %q; want %q twice",
			out.Spec.ServiceAccountName, out.Spec.DeprecatedServiceAccount, "new-name")
	}
	if !out.Spec.HostNetwork || !out.Spec.HostIPC || out.Spec.HostPID {
		t.Errorf("hostNetwork, hostIPC, hostPID = %v, %v, %v; want true, true, false",
			out.Spec.HostNetwork, out.Spec.HostIPC, out.Spec.HostPID)
	}
}

func TestSecretStringDataMerges(t *testing.T) {
	scheme := newScheme(t)
	in := &Secret{
		Data:       map[string][]byte{"a": []byte("from-data"), "b": []byte("kept")},
		StringData: map[string]string{"a": "from-stringData", "c": "new"},
	}
	var internal core.Secret
	if err := scheme.Convert(in, &internal, nil); err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{"a": []byte("from-stringData"), "b": []byte("kept"), "c": []byte("new")}
	if !reflect.DeepEqual(internal.Data, want) {
		t.Errorf("internal data = %q; want %q", internal.Data, want)
	}
	if string(in.Data["a"]) != "from-data" {
		t.Errorf("input data[a] = %q after conversion; want it unchanged", in.Data["a"])
	}
	var out Secret
	if err := scheme.Convert(&internal, &out, nil); err != nil {
		t.Fatal(err)
	}
	if out.StringData != nil {
		t.Errorf("stringData read back = %v; want nil", out.StringData)
	}
}

func TestFieldLabelConversion(t *testing.T) {
	scheme := newScheme(t)
	tests := []struct {
		kind, label string
		wantLabel   string
		wantErr     bool
	}{
		{"Pod", "spec.nodeName", "spec.nodeName", false},
		{"Pod", "spec.host", "spec.nodeName", false},
		{"Pod", "status.podIPs", "status.podIPs", false},
		{"Pod", "spec.hostNetwork", "spec.hostNetwork", false},
		{"Pod", "metadata.namespace", "metadata.namespace", false},
		{"Pod", "spec.containers", "", true},
		{"Namespace", "status.phase", "status.phase", false},
		{"Namespace", "metadata.namespace", "", true},
		{"Secret", "type", "type", false},
		{"Event", "involvedObject.uid", "involvedObject.uid", false},
		{"Event", "reportingComponent", "reportingComponent", false},
		{"Event", "message", "", true},
		{"ConfigMap", "metadata.name", "metadata.name", false},
		{"ConfigMap", "data", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.kind+" "+tt.label, func(t *testing.T) {
			label, value, err := scheme.ConvertFieldLabel(SchemeGroupVersion.WithKind(tt.kind), tt.label, "x")
			if (err != nil) != tt.wantErr {
				t.Fatalf("ConvertFieldLabel error = %v; want error %v", err, tt.wantErr)
			}
			if !tt.wantErr && (label != tt.wantLabel || value != "x") {
				t.Errorf("ConvertFieldLabel = %q, %q; want %q, %q", label, value, tt.wantLabel, "x")
			}
		})
	}
}

// unsetFields walks v and returns the paths of fields that are zero in
// every place they occur (a field of a slice element counts as set if it
// is set in any element). Metadata is skipped: it is metav1's, the same
// type on both sides of every conversion; so are the leaf value types.
func unsetFields(v interface{}) []string {
	set := map[string]bool{}
	walkFields(reflect.ValueOf(v), "", set)
	var unset []string
	for path, ok := range set {
		if !ok {
			unset = append(unset, path)
		}
	}
	sort.Strings(unset)
	return unset
}

var leafTypes = map[reflect.Type]bool{
	reflect.TypeOf(metav1.ObjectMeta{}):    true,
	reflect.TypeOf(metav1.ListMeta{}):      true,
	reflect.TypeOf(metav1.TypeMeta{}):      true,
	reflect.TypeOf(metav1.Time{}):          true,
	reflect.TypeOf(metav1.MicroTime{}):     true,
	reflect.TypeOf(resource.Quantity{}):    true,
	reflect.TypeOf(intstr.IntOrString{}):   true,
	reflect.TypeOf(metav1.LabelSelector{}): true,
}

func walkFields(v reflect.Value, path string, set map[string]bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkFields(v.Elem(), path, set)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			walkFields(v.Index(i), path+"[]", set)
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			walkFields(iter.Value(), path+"{}", set)
		}
	case reflect.Struct:
		if leafTypes[v.Type()] {
			return
		}
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if !f.IsExported() || leafTypes[f.Type] && f.Anonymous {
				continue
			}
			p := path + "." + f.Name
			set[p] = set[p] || !v.Field(i).IsZero()
			walkFields(v.Field(i), p, set)
		}
	}
}

// TestSecretStringDataLeavesInputAlone: the generated conversion shares
// Data between the two secrets, so merging stringData must write a copy.
func TestSecretStringDataLeavesInputAlone(t *testing.T) {
	in := &Secret{Data: map[string][]byte{"a": []byte("1"), "b": []byte("2")}, StringData: map[string]string{"b": "two", "c": "three"}}
	var out core.Secret
	if err := Convert_v1_Secret_To_core_Secret(in, &out, nil); err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{"a": []byte("1"), "b": []byte("two"), "c": []byte("three")}
	if !reflect.DeepEqual(out.Data, want) {
		t.Errorf("got data %q; want %q", out.Data, want)
	}
	if wantIn := map[string][]byte{"a": []byte("1"), "b": []byte("2")}; !reflect.DeepEqual(in.Data, wantIn) {
		t.Errorf("got input data %q after conversion; want it unchanged, %q", in.Data, wantIn)
	}
}
