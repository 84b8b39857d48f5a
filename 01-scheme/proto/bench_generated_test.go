package proto_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/proto"
)

// The generated methods (zz_generated.protobuf.go) against the reflective
// walk they replace, on the same objects, in one binary: each benchmark
// has a /reflective and a /generated half. Run with
//
//	go test -run '^$' -bench 'Generated' -benchmem -count 5 ./01-scheme/proto/

// benchConfigMap is a ConfigMap such as hack/compare-upstream.sh creates.
func benchConfigMap(i int) *corev1.ConfigMap {
	return &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{
			Name: fmt.Sprintf("cm-%05d", i), Namespace: "compare-upstream-0",
			UID:               "4b3c2a1e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
			ResourceVersion:   fmt.Sprint(1000 + i),
			CreationTimestamp: metav1.NewTime(time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)),
			Labels:            map[string]string{"tier": "a", "app": "compare"},
		},
		Data: map[string]string{"key": fmt.Sprintf("value-%d", i), "other": "some configuration text"},
	}
}

// benchPod is a running pod of two containers, with resources, ports,
// environment, volumes and status: every kind of field the codec writes.
func benchPod() *corev1.Pod {
	start := metav1.NewTime(time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC))
	container := func(name string) corev1.Container {
		return corev1.Container{
			Name: name, Image: "registry.k8s.io/" + name + ":1.0", Command: []string{"/bin/" + name, "--serve"},
			Ports: []corev1.ContainerPort{{Name: "http", ContainerPort: 8080, Protocol: "TCP"}},
			Env:   []corev1.EnvVar{{Name: "MODE", Value: "production"}, {Name: "LEVEL", Value: "-3"}},
			Resources: corev1.ResourceRequirements{
				Limits:   corev1.ResourceList{"cpu": resource.MustParse("500m"), "memory": resource.MustParse("128Mi")},
				Requests: corev1.ResourceList{"cpu": resource.MustParse("100m"), "memory": resource.MustParse("64Mi")},
			},
			VolumeMounts:             []corev1.VolumeMount{{Name: "data", MountPath: "/data"}},
			TerminationMessagePath:   "/dev/termination-log",
			TerminationMessagePolicy: "File", ImagePullPolicy: "IfNotPresent",
		}
	}
	ready := true
	return &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{
			Name: "web-7d9f8b6c5d-x2x4z", Namespace: "default", UID: "0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b",
			ResourceVersion: "123456", CreationTimestamp: start,
			Labels:      map[string]string{"app": "web", "pod-template-hash": "7d9f8b6c5d"},
			Annotations: map[string]string{"kubernetes.io/psp": "restricted"},
		},
		Spec: corev1.PodSpec{
			Volumes:    []corev1.Volume{{Name: "data", VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{}}}},
			Containers: []corev1.Container{container("web"), container("sidecar")},
			NodeName:   "node-1", ServiceAccountName: "default", RestartPolicy: "Always", DNSPolicy: "ClusterFirst",
		},
		Status: corev1.PodStatus{
			Phase: "Running", HostIP: "10.0.0.1", PodIP: "10.244.1.7", PodIPs: []corev1.PodIP{{IP: "10.244.1.7"}},
			StartTime:  &start,
			Conditions: []corev1.PodCondition{{Type: "Ready", Status: "True", LastTransitionTime: start}},
			ContainerStatuses: []corev1.ContainerStatus{
				{Name: "web", Ready: true, RestartCount: 0, Image: "registry.k8s.io/web:1.0", Started: &ready},
				{Name: "sidecar", Ready: true, RestartCount: 2, Image: "registry.k8s.io/sidecar:1.0", Started: &ready},
			},
		},
	}
}

// benchMarshal measures encoding msg into a reused buffer, as the
// protobuf serializer does: its size first (a streamed list needs it),
// then the bytes.
func benchMarshal(b *testing.B, msg any) {
	b.Run("reflective", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			if _, err := proto.ReflectSize(msg); err != nil {
				b.Fatal(err)
			}
			var err error
			if buf, err = proto.ReflectMarshalAppend(buf[:0], msg); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("generated", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			n, err := proto.Size(msg)
			if err != nil {
				b.Fatal(err)
			}
			if buf, err = proto.AppendSized(buf[:0], msg, n); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkGeneratedConfigMap(b *testing.B) { benchMarshal(b, benchConfigMap(1)) }

func BenchmarkGeneratedPod(b *testing.B) { benchMarshal(b, benchPod()) }

// BenchmarkGeneratedConfigMapListStreamed is the streamed list of 1,000
// ConfigMaps: every item measured, then every item written after its
// length, into one buffer (runtime/serializer/protobuf's
// streamingEncodeUnknownList, without the writes).
func BenchmarkGeneratedConfigMapListStreamed(b *testing.B) {
	items := make([]any, 1000)
	for i := range items {
		items[i] = benchConfigMap(i)
	}
	sizes := make([]int, len(items))
	b.Run("reflective", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			var err error
			for i, item := range items {
				if sizes[i], err = proto.ReflectSize(item); err != nil {
					b.Fatal(err)
				}
			}
			buf = buf[:0]
			for _, item := range items {
				if buf, err = proto.ReflectMarshalAppend(buf, item); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("generated", func(b *testing.B) {
		b.ReportAllocs()
		var buf []byte
		for b.Loop() {
			var err error
			for i, item := range items {
				if sizes[i], err = proto.Size(item); err != nil {
					b.Fatal(err)
				}
			}
			buf = buf[:0]
			for i, item := range items {
				if buf, err = proto.AppendSized(buf, item, sizes[i]); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// benchUnmarshal measures decoding msg's encoding into a new object, by
// reflection and by the generated UnmarshalMerge.
func benchUnmarshal[T any, PT interface {
	*T
	proto.MergeUnmarshaler
}](b *testing.B, msg PT) {
	data, err := proto.Marshal(msg)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("reflective", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := proto.ReflectUnmarshal(data, PT(new(T))); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("generated", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := proto.Unmarshal(data, PT(new(T))); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkGeneratedUnmarshalConfigMap(b *testing.B) { benchUnmarshal(b, benchConfigMap(1)) }

func BenchmarkGeneratedUnmarshalPod(b *testing.B) { benchUnmarshal(b, benchPod()) }
