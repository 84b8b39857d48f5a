package validation

import (
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// execProbe is a valid exec probe with the v1 defaults' timing, changed
// by mutate.
func execProbe(mutate func(*core.Probe)) *core.Probe {
	probe := &core.Probe{ProbeHandler: core.ProbeHandler{Exec: &core.ExecAction{Command: []string{"true"}}},
		TimeoutSeconds: 1, PeriodSeconds: 10, SuccessThreshold: 1, FailureThreshold: 3}
	mutate(probe)
	return probe
}

// TestValidatePodSpecMessages: pod spec rules, with upstream's paths and
// messages.
func TestValidatePodSpecMessages(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *core.Pod)
		want   string
	}{
		{"deadline out of range", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](0) },
			"spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive"},
		{"deadline too large", func(p *core.Pod) { p.Spec.ActiveDeadlineSeconds = ptr[int64](1 << 31) },
			"spec.activeDeadlineSeconds: Invalid value: 2147483648: must be between 1 and 2147483647, inclusive"},
		{"init container named as a container", func(p *core.Pod) { p.Spec.InitContainers = []core.Container{p.Spec.Containers[0]} },
			`spec.initContainers[0].name: Duplicate value: "nginx"`},
		{"probe without handler", func(p *core.Pod) { p.Spec.Containers[0].LivenessProbe = &core.Probe{SuccessThreshold: 1} },
			"spec.containers[0].livenessProbe: Required value: must specify a handler type"},
		{"probe with two handlers", func(p *core.Pod) {
			p.Spec.Containers[0].ReadinessProbe = &core.Probe{ProbeHandler: core.ProbeHandler{
				Exec: &core.ExecAction{Command: []string{"true"}}, TCPSocket: &core.TCPSocketAction{Port: intstr.FromInt32(80)}}}
		}, "spec.containers[0].readinessProbe.tcpSocket: Forbidden: may not specify more than 1 handler type"},
		{"liveness succeeds once", func(p *core.Pod) {
			p.Spec.Containers[0].LivenessProbe = execProbe(func(pr *core.Probe) { pr.SuccessThreshold = 2 })
		},
			"spec.containers[0].livenessProbe.successThreshold: Invalid value: 2: must be 1"},
		{"negative probe period", func(p *core.Pod) {
			p.Spec.Containers[0].StartupProbe = execProbe(func(pr *core.Probe) { pr.PeriodSeconds = -1 })
		},
			"spec.containers[0].startupProbe.periodSeconds: Invalid value: -1: must be greater than or equal to 0"},
		{"readiness has no grace period", func(p *core.Pod) {
			p.Spec.Containers[0].ReadinessProbe = execProbe(func(pr *core.Probe) { pr.TerminationGracePeriodSeconds = ptr[int64](5) })
		}, "spec.containers[0].readinessProbe.terminationGracePeriodSeconds: Invalid value: 5: must not be set for readinessProbes"},
		{"http probe", func(p *core.Pod) {
			p.Spec.Containers[0].ReadinessProbe = &core.Probe{ProbeHandler: core.ProbeHandler{HTTPGet: &core.HTTPGetAction{
				Port: intstr.FromString("no_such"), Scheme: "FTP", HTTPHeaders: []core.HTTPHeader{{Name: "X Bad"}}}}}
		}, "spec.containers[0].readinessProbe.httpGet.path: Required value; " +
			`spec.containers[0].readinessProbe.httpGet.port: Invalid value: "no_such": must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-); ` +
			`spec.containers[0].readinessProbe.httpGet.scheme: Unsupported value: "FTP": supported values: "HTTP", "HTTPS"; ` +
			`spec.containers[0].readinessProbe.httpGet.httpHeaders: Invalid value: "X Bad": a valid HTTP header must consist of alphanumeric characters or '-' (e.g. 'X-Header-Name', regex used for validation is '[-A-Za-z0-9]+')`},
		{"init container probe", func(p *core.Pod) {
			init := p.Spec.Containers[0]
			init.Name, init.LivenessProbe = "init", execProbe(func(*core.Probe) {})
			p.Spec.InitContainers = []core.Container{init}
		}, "spec.initContainers[0].livenessProbe: Forbidden: may not be set for init containers without restartPolicy=Always"},
		{"request above limit", func(p *core.Pod) {
			p.Spec.Containers[0].Resources = core.ResourceRequirements{
				Limits: core.ResourceList{"cpu": resource.MustParse("500m")}, Requests: core.ResourceList{"cpu": resource.MustParse("1")}}
		}, `spec.containers[0].resources.requests: Invalid value: "1": must be less than or equal to cpu limit of 500m`},
		{"extended resource without limit", func(p *core.Pod) {
			p.Spec.Containers[0].Resources = core.ResourceRequirements{Requests: core.ResourceList{"example.com/gpu": resource.MustParse("1")}}
		}, "spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources"},
		{"extended resource request below limit", func(p *core.Pod) {
			p.Spec.Containers[0].Resources = core.ResourceRequirements{
				Limits: core.ResourceList{"example.com/gpu": resource.MustParse("2")}, Requests: core.ResourceList{"example.com/gpu": resource.MustParse("1")}}
		}, `spec.containers[0].resources.requests: Invalid value: "1": must be equal to example.com/gpu limit of 2`},
		{"negative and unknown resources", func(p *core.Pod) {
			p.Spec.Containers[0].Resources = core.ResourceRequirements{Limits: core.ResourceList{"memory": resource.MustParse("-1"), "disk": resource.MustParse("1")}}
		}, `spec.containers[0].resources.limits[disk]: Invalid value: "disk": must be a standard resource type or fully qualified; ` +
			`spec.containers[0].resources.limits[disk]: Invalid value: "disk": must be a standard resource for containers; ` +
			`spec.containers[0].resources.limits[memory]: Invalid value: "-1": must be greater than or equal to 0`},
		{"huge pages alone", func(p *core.Pod) {
			p.Spec.Containers[0].Resources = core.ResourceRequirements{
				Limits: core.ResourceList{"hugepages-2Mi": resource.MustParse("2Mi")}, Requests: core.ResourceList{"hugepages-2Mi": resource.MustParse("2Mi")}}
		}, "spec.containers[0].resources: Forbidden: HugePages require cpu or memory"},
		{"container user out of range", func(p *core.Pod) {
			p.Spec.Containers[0].SecurityContext = &core.SecurityContext{RunAsUser: ptr[int64](-1)}
		},
			"spec.containers[0].securityContext.runAsUser: Invalid value: -1: must be between 0 and 2147483647, inclusive"},
		{"pod group out of range", func(p *core.Pod) {
			p.Spec.SecurityContext = &core.PodSecurityContext{SupplementalGroups: []int64{1 << 32}}
		},
			"spec.securityContext.supplementalGroups[0]: Invalid value: 4294967296: must be between 0 and 2147483647, inclusive"},
		{"env from nowhere", func(p *core.Pod) {
			p.Spec.Containers[0].Env = []core.EnvVar{{Name: "A", ValueFrom: &core.EnvVarSource{}}}
		},
			"spec.containers[0].env[0].valueFrom: Invalid value: \"\": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef`, `secretKeyRef` or `fileKeyRef`"},
		{"env value and source", func(p *core.Pod) {
			p.Spec.Containers[0].Env = []core.EnvVar{{Name: "A", Value: "x", ValueFrom: &core.EnvVarSource{
				SecretKeyRef: &core.SecretKeySelector{LocalObjectReference: core.LocalObjectReference{Name: "s"}, Key: "k"}}}}
		}, "spec.containers[0].env[0].valueFrom: Invalid value: \"\": may not be specified when `value` is not empty"},
		{"env key required", func(p *core.Pod) {
			p.Spec.Containers[0].Env = []core.EnvVar{{Name: "A", ValueFrom: &core.EnvVarSource{
				ConfigMapKeyRef: &core.ConfigMapKeySelector{LocalObjectReference: core.LocalObjectReference{Name: "c"}}}}}
		}, "spec.containers[0].env[0].valueFrom.configMapKeyRef.key: Required value"},
		{"env field path", func(p *core.Pod) {
			p.Spec.Containers[0].Env = []core.EnvVar{{Name: "A", ValueFrom: &core.EnvVarSource{FieldRef: &core.ObjectFieldSelector{APIVersion: "v1", FieldPath: "spec.hostname"}}}}
		}, `spec.containers[0].env[0].valueFrom.fieldRef.fieldPath: Unsupported value: "spec.hostname": supported values: "metadata.name", "metadata.namespace", "metadata.uid", "spec.nodeName", "spec.serviceAccountName", "status.hostIP", "status.hostIPs", "status.podIP", "status.podIPs"`},
		{"envFrom with both sources", func(p *core.Pod) {
			p.Spec.Containers[0].EnvFrom = []core.EnvFromSource{{
				ConfigMapRef: &core.ConfigMapEnvSource{LocalObjectReference: core.LocalObjectReference{Name: "c"}},
				SecretRef:    &core.SecretEnvSource{LocalObjectReference: core.LocalObjectReference{Name: "s"}}}}
		}, "spec.containers[0].envFrom: Invalid value: \"\": may not have more than one field specified at a time"},
		{"envFrom name required", func(p *core.Pod) {
			p.Spec.Containers[0].EnvFrom = []core.EnvFromSource{{Prefix: "A=", SecretRef: &core.SecretEnvSource{}}}
		}, `spec.containers[0].envFrom[0].prefix: Invalid value: "A=": a valid environment variable name must consist only of printable ASCII characters other than '='; ` +
			"spec.containers[0].envFrom[0].secretRef.name: Required value"},
		{"host port twice", func(p *core.Pod) {
			p.Spec.Containers[0].Ports[0].HostPort = 8080
			c := p.Spec.Containers[0]
			c.Name = "sidecar"
			p.Spec.Containers = append(p.Spec.Containers, c)
		}, `spec.containers[1].ports[0].hostPort: Duplicate value: "TCP//8080"`},
		{"host network port", func(p *core.Pod) {
			p.Spec.SecurityContext = &core.PodSecurityContext{HostNetwork: true}
			p.Spec.Containers[0].Ports[0].HostPort = 8080
		}, "spec.containers[0].ports[0].hostPort: Invalid value: 8080: must match `containerPort` when `hostNetwork` is true"},
		{"mount path twice", func(p *core.Pod) {
			p.Spec.Volumes = []core.Volume{{Name: "data", VolumeSource: core.VolumeSource{EmptyDir: &core.EmptyDirVolumeSource{}}}}
			p.Spec.Containers[0].VolumeMounts = []core.VolumeMount{{Name: "data", MountPath: "/data"}, {Name: "data", MountPath: "/data", SubPath: "../x"}}
		}, `spec.containers[0].volumeMounts[1].mountPath: Invalid value: "/data": must be unique; ` +
			`spec.containers[0].volumeMounts.subPath: Invalid value: "../x": must not contain '..'`},
		{"mount without name", func(p *core.Pod) { p.Spec.Containers[0].VolumeMounts = []core.VolumeMount{{MountPath: "/data"}} },
			`spec.containers[0].volumeMounts[0].name: Required value; spec.containers[0].volumeMounts[0].name: Not found: ""`},
		{"secret volume without name, mounted", func(p *core.Pod) {
			p.Spec.Volumes = []core.Volume{{Name: "creds", VolumeSource: core.VolumeSource{Secret: &core.SecretVolumeSource{}}}}
			p.Spec.Containers[0].VolumeMounts = []core.VolumeMount{{Name: "creds", MountPath: "/creds"}}
		}, `spec.volumes[0].secret.secretName: Required value; spec.containers[0].volumeMounts[0].name: Not found: "creds"`},
		{"host path", func(p *core.Pod) {
			p.Spec.Volumes = []core.Volume{{Name: "a", VolumeSource: core.VolumeSource{HostPath: &core.HostPathVolumeSource{Path: "/var/../etc", Type: ptr(core.HostPathType("Pipe"))}}},
				{Name: "b", VolumeSource: core.VolumeSource{HostPath: &core.HostPathVolumeSource{}}}}
		}, `spec.volumes[0].hostPath.path: Invalid value: "/var/../etc": must not contain '..'; ` +
			`spec.volumes[0].hostPath.type: Unsupported value: "Pipe": supported values: "", "BlockDevice", "CharDevice", "Directory", "DirectoryOrCreate", "File", "FileOrCreate", "Socket"; ` +
			"spec.volumes[1].hostPath.path: Required value"},
		{"negative emptyDir size", func(p *core.Pod) {
			p.Spec.Volumes = []core.Volume{{Name: "a", VolumeSource: core.VolumeSource{EmptyDir: &core.EmptyDirVolumeSource{SizeLimit: ptr(resource.MustParse("-1Gi"))}}}}
		}, "spec.volumes[0].emptyDir.sizeLimit: Forbidden: SizeLimit field must be a valid resource quantity"},
		{"priority class name", func(p *core.Pod) { p.Spec.PriorityClassName = "High" },
			`spec.priorityClassName: Invalid value: "High": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`},
		{"runtime class name", func(p *core.Pod) { p.Spec.RuntimeClassName = ptr("Kata") },
			`spec.runtimeClassName: Invalid value: "Kata": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`},
		{"negative overhead", func(p *core.Pod) { p.Spec.Overhead = core.ResourceList{core.ResourceCPU: resource.MustParse("-1")} },
			`spec.overhead.limits[cpu]: Invalid value: "-1": must be greater than or equal to 0`},
		{"protocol sorted", func(p *core.Pod) { p.Spec.Containers[0].Ports[0].Protocol = "HTTP" },
			`spec.containers[0].ports[0].protocol: Unsupported value: "HTTP": supported values: "SCTP", "TCP", "UDP"`},
		{"image whitespace after the spec", func(p *core.Pod) { p.Spec.Containers[0].Image = " nginx"; p.Spec.RestartPolicy = "Sometimes" },
			`spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never"; ` +
				`spec.containers[0].image: Invalid value: " nginx": must not have leading or trailing whitespace`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			tt.mutate(p)
			if got := errorMessages(ValidatePodCreate(p)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidateSecurityContextEscalation: upstream reports these on the
// whole security context, whose printed value holds pointers; the path
// and the message are compared.
func TestValidateSecurityContextEscalation(t *testing.T) {
	tests := []struct {
		name string
		sc   core.SecurityContext
		want string
	}{
		{"privileged", core.SecurityContext{AllowPrivilegeEscalation: ptr(false), Privileged: ptr(true)},
			"spec.containers[0].securityContext: cannot set `allowPrivilegeEscalation` to false and `privileged` to true"},
		{"CAP_SYS_ADMIN", core.SecurityContext{AllowPrivilegeEscalation: ptr(false), Capabilities: &core.Capabilities{Add: []core.Capability{"CAP_SYS_ADMIN"}}},
			"spec.containers[0].securityContext: cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN"},
		{"escalation allowed", core.SecurityContext{AllowPrivilegeEscalation: ptr(true), Privileged: ptr(true)}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := validPod()
			p.Spec.Containers[0].SecurityContext = &tt.sc
			var got []string
			for _, e := range ValidatePodCreate(p) {
				got = append(got, e.Field+": "+e.Detail)
			}
			if strings.Join(got, "; ") != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

// TestValidatePodStatusUpdate: status rules, with upstream's paths and
// messages.
func TestValidatePodStatusUpdate(t *testing.T) {
	tests := []struct {
		name   string
		status core.PodStatus
		want   string
	}{
		{"running", core.PodStatus{PodIP: "10.1.0.5", PodIPs: []core.PodIP{{IP: "10.1.0.5"}, {IP: "fd00::5"}},
			HostIP: "192.168.0.2", HostIPs: []core.HostIP{{IP: "192.168.0.2"}}, Conditions: []core.PodCondition{{Type: core.PodReady}, {Type: "example.com/gate"}}}, ""},
		{"podIP without podIPs", core.PodStatus{PodIP: "10.1.0.5"},
			"status.podIPs: Invalid value: []core.PodIP(nil): podIP and podIPs must either both be set or both be unset"},
		{"podIP not first", core.PodStatus{PodIP: "10.1.0.5", PodIPs: []core.PodIP{{IP: "10.1.0.6"}}},
			`status.podIPs[0].ip: Invalid value: "10.1.0.6": must be equal to ` + "`podIP`"},
		{"bad pod IP", core.PodStatus{PodIP: "10.1.0", PodIPs: []core.PodIP{{IP: "10.1.0"}}},
			`status.podIPs[0]: Invalid value: "10.1.0": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)`},
		{"two of a family", core.PodStatus{PodIP: "10.1.0.5", PodIPs: []core.PodIP{{IP: "10.1.0.5"}, {IP: "10.1.0.6"}}},
			`status.podIPs: Invalid value: []core.PodIP{core.PodIP{IP:"10.1.0.5"}, core.PodIP{IP:"10.1.0.6"}}: may specify no more than one IP for each IP family`},
		{"hostIP not first", core.PodStatus{HostIP: "192.168.0.2", HostIPs: []core.HostIP{{IP: "192.168.0.3"}}},
			`status.hostIPs[0].ip: Invalid value: "192.168.0.3": must be equal to ` + "`hostIP`"},
		{"condition type", core.PodStatus{Conditions: []core.PodCondition{{Type: "not valid!"}}},
			`status.conditions[0].Type: Invalid value: "not valid!": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old, p := validPod(), validPod()
			p.Status = tt.status
			if got := errorMessages(ValidatePodStatusUpdate(p, old)); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}
