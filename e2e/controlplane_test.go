package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// controlPlaneEnv turns TestRealControlPlane off ("off").
const controlPlaneEnv = "E2E_CONTROLPLANE"

// inProcessControllersOff is --controllers for the newest stage with a
// real kube-controller-manager attached: every controller the server
// would run in-process is the controller manager's job here.
var inProcessControllersOff = []string{
	"-namespace-controller",
	"-serviceaccount-controller",
	"-root-ca-certificate-publisher-controller",
	"-resourcequota-controller",
	"-clusterrole-aggregation-controller",
	"-validatingadmissionpolicy-status-controller",
}

// controlPlaneServerArgs are the newest stage's flags with a real
// kube-controller-manager attached: its controllers off in-process
// (inProcessControllersOff), --enable-garbage-collector, since the
// controller manager's garbage collector acts on the orphan and
// foregroundDeletion finalizers deletes then add, and the
// StorageObjectInUseProtection admission plugin, whose finalizers its
// protection controllers remove (both off on a server alone).
func controlPlaneServerArgs() []string {
	return []string{"--controllers=" + strings.Join(inProcessControllersOff, ","), "--enable-garbage-collector=true",
		"--enable-admission-plugins=StorageObjectInUseProtection"}
}

// kcmControllers is kube-controller-manager's --controllers: kubeadm's
// choice ("*" plus the bootstrap-token controllers). It includes the
// ValidatingAdmissionPolicy type-checking controller, as upstream's
// default set does; the server's own is then off
// (inProcessControllersOff), so the policies' status has one writer.
const kcmControllers = "*,bootstrap-signer-controller,token-cleaner-controller"

// fakeNode is the node the test registers in place of a kubelet.
const fakeNode = "node-1"

// TestRealControlPlane runs upstream's kube-controller-manager and
// kube-scheduler (v1.37, built from the module proxy by
// framework.UpstreamComponent) against the newest stage, as kubeadm does:
// the admin's kubeconfig, leader election on leases, one service-account
// credential per controller. The test plays the kubelet: it registers a
// Ready node, renews its lease, and writes the status of the pods bound to
// it. Then, through kubectl, a Deployment is scheduled, a StatefulSet
// starts its pods in order, a Job completes, a CronJob makes a Job, a
// Service gets an EndpointSlice, a DaemonSet places its pod, a namespace
// is deleted by the real namespace controller, a PodDisruptionBudget
// blocks an eviction and the real type-checking controller writes a
// ValidatingAdmissionPolicy's status. Neither component may log a failed list, a 404 or
// a decode error.
func TestRealControlPlane(t *testing.T) {
	if os.Getenv(controlPlaneEnv) == "off" {
		t.Skipf("%s=off", controlPlaneEnv)
	}
	framework.Track(t, newestStage+": real kube-controller-manager and kube-scheduler")
	srv := framework.StartServer(t, newestStage, framework.Options{Args: controlPlaneServerArgs()})
	kubeconfig := srv.Kubeconfig(t)
	logs := attachControlPlane(t, srv)
	ctx := context.Background()
	cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))

	kubectl := func(t *testing.T, args ...string) string {
		t.Helper()
		cmd := exec.Command(pinnedKubectl(t), args...)
		cmd.Env = append(os.Environ(), "KUBECONFIG="+kubeconfig)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("kubectl %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	// waitFor polls kubectl until its output matches want.
	waitFor := func(t *testing.T, want string, timeout time.Duration, args ...string) string {
		t.Helper()
		re := regexp.MustCompile(want)
		deadline := time.Now().Add(timeout)
		for {
			cmd := exec.Command(pinnedKubectl(t), args...)
			cmd.Env = append(os.Environ(), "KUBECONFIG="+kubeconfig)
			out, _ := cmd.CombinedOutput()
			if re.Match(out) {
				return string(out)
			}
			if time.Now().After(deadline) {
				t.Fatalf("kubectl %s: no match for %q after %v; last output:\n%s", strings.Join(args, " "), want, timeout, out)
			}
			time.Sleep(500 * time.Millisecond)
		}
	}

	t.Run("leader election", func(t *testing.T) {
		for _, lease := range []string{"kube-controller-manager", "kube-scheduler"} {
			waitFor(t, lease, time.Minute, "get", "lease", "-n", "kube-system", lease, "-o", "jsonpath={.metadata.name}")
		}
	})
	t.Run("deployment is scheduled", func(t *testing.T) {
		kubectl(t, "create", "deployment", "web", "--image=nginx", "--replicas=3", "--port=80")
		waitFor(t, `(?m)^3$`, 2*time.Minute, "get", "deployment", "web", "-o", "jsonpath={.status.readyReplicas}")
		out := kubectl(t, "get", "pods", "-l", "app=web", "-o", "jsonpath={range .items[*]}{.spec.nodeName}{\"\\n\"}{end}")
		if got := strings.Count(out, fakeNode); got != 3 {
			t.Errorf("pods on %s: got %d; want 3\n%s", fakeNode, got, out)
		}
	})
	t.Run("service gets an endpointslice", func(t *testing.T) {
		kubectl(t, "expose", "deployment", "web", "--port=80")
		out := waitFor(t, `(\d+\.){3}\d+.*(\d+\.){3}\d+.*(\d+\.){3}\d+`, time.Minute,
			"get", "endpointslices", "-l", "kubernetes.io/service-name=web", "-o", "jsonpath={.items[*].endpoints[*].addresses}")
		t.Logf("endpointslice addresses: %s", out)
	})
	t.Run("statefulset starts its pods in order", func(t *testing.T) {
		kubectl(t, "apply", "-f", "testdata/controlplane/statefulset.yaml")
		waitFor(t, `(?m)^2$`, 2*time.Minute, "get", "statefulset", "db", "-o", "jsonpath={.status.readyReplicas}")
		a := kubectl(t, "get", "pod", "db-0", "-o", "jsonpath={.metadata.creationTimestamp}")
		b := kubectl(t, "get", "pod", "db-1", "-o", "jsonpath={.metadata.creationTimestamp}")
		if a > b {
			t.Errorf("db-0 created at %s after db-1 at %s", a, b)
		}
		waitFor(t, `^Bound Bound$`, time.Minute, "get", "pvc", "data-db-0", "data-db-1", "-o", "jsonpath={.items[*].status.phase}")
	})
	t.Run("job completes", func(t *testing.T) {
		kubectl(t, "create", "job", "once", "--image=busybox", "--", "true")
		waitFor(t, `(?m)^1$`, 2*time.Minute, "get", "job", "once", "-o", "jsonpath={.status.succeeded}")
		waitFor(t, `Complete`, time.Minute, "get", "job", "once", "-o", "jsonpath={.status.conditions[*].type}")
	})
	t.Run("cronjob creates a job", func(t *testing.T) {
		kubectl(t, "create", "cronjob", "tick", "--image=busybox", "--schedule=* * * * *", "--", "true")
		waitFor(t, `tick-`, 90*time.Second, "get", "jobs", "-o", "name")
	})
	t.Run("daemonset places one pod on the node", func(t *testing.T) {
		kubectl(t, "apply", "-f", "testdata/controlplane/daemonset.yaml")
		waitFor(t, `(?m)^1$`, 2*time.Minute, "get", "daemonset", "agent", "-o", "jsonpath={.status.numberReady}")
	})
	t.Run("pdb blocks an eviction", func(t *testing.T) {
		kubectl(t, "create", "pdb", "web", "--selector=app=web", "--min-available=3")
		waitFor(t, `(?m)^0$`, time.Minute, "get", "pdb", "web", "-o", "jsonpath={.status.disruptionsAllowed}{\"\\n\"}")
		pods, err := cs.CoreV1().Pods("default").List(ctx, metav1.ListOptions{LabelSelector: "app=web"})
		if err != nil || len(pods.Items) == 0 {
			t.Fatalf("listing web pods: %v (%d)", err, len(pods.Items))
		}
		name := pods.Items[0].Name
		err = cs.CoreV1().Pods("default").EvictV1(ctx, &policyv1.Eviction{ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"}})
		if !apierrors.IsTooManyRequests(err) {
			t.Errorf("evicting %s: got %v; want 429 TooManyRequests", name, err)
		}
	})
	t.Run("namespace deleted by the namespace controller", func(t *testing.T) {
		kubectl(t, "create", "namespace", "doomed")
		kubectl(t, "create", "configmap", "c", "-n", "doomed", "--from-literal=a=b")
		kubectl(t, "delete", "namespace", "doomed", "--wait=true", "--timeout=90s")
	})
	t.Run("deleting the deployment collects its pods", func(t *testing.T) {
		kubectl(t, "delete", "deployment", "web")
		waitFor(t, `^$`, 2*time.Minute, "get", "pods", "-l", "app=web", "-o", "name")
	})
	t.Run("the controller manager type-checks a policy", func(t *testing.T) {
		kubectl(t, "apply", "-f", "testdata/controlplane/typecheck-policy.yaml")
		waitFor(t, `undefined field 'replicaz'`, time.Minute,
			"get", "validatingadmissionpolicy", "typecheck", "-o", "jsonpath={.status.typeChecking.expressionWarnings[*].warning}")
		// The status writer is the real controller: upstream's applies the
		// status (server-side apply, field manager
		// "validatingadmissionpolicy-status"); ours writes the storage
		// directly and leaves no managedFields entry.
		out := kubectl(t, "get", "validatingadmissionpolicy", "typecheck", "--show-managed-fields",
			"-o", `jsonpath={range .metadata.managedFields[?(@.subresource=="status")]}{.manager}/{.operation}{"\n"}{end}`)
		if got, want := strings.TrimSpace(out), "validatingadmissionpolicy-status/Apply"; got != want {
			t.Errorf("got status managers %q; want %q", got, want)
		}
	})
	t.Run("no failed lists, 404s or decode errors", func(t *testing.T) {
		bad := regexp.MustCompile(`(?i)failed to list|could not find the requested resource|failed to decode|unable to decode|no kind .* is registered`)
		for name, log := range logs {
			errorLines := 0
			for _, line := range strings.Split(log.String(), "\n") {
				if bad.MatchString(line) {
					t.Errorf("%s: %s", name, line)
				}
				if strings.HasPrefix(line, "E") {
					errorLines++
					t.Logf("%s: %s", name, line)
				}
			}
			t.Logf("%s: %d error lines", name, errorLines)
		}
	})
}

// attachControlPlane starts upstream's kube-controller-manager and
// kube-scheduler against srv (a newest stage started with
// controlPlaneServerArgs) as kubeadm does: the admin's kubeconfig, leader
// election on leases, one service-account credential per controller. It
// registers fakeNode and plays its kubelet until t ends (playKubelet), and
// returns the components' logs, printed when t fails.
func attachControlPlane(t *testing.T, srv *framework.Server) map[string]*framework.SyncBuffer {
	t.Helper()
	kcm := framework.UpstreamComponent(t, "kube-controller-manager")
	scheduler := framework.UpstreamComponent(t, "kube-scheduler")
	kubeconfig := srv.Kubeconfig(t)
	pki := framework.PKIDir(srv.DataDir)
	logs := map[string]*framework.SyncBuffer{
		"kube-controller-manager": startComponent(t, kcm,
			"--kubeconfig="+kubeconfig, "--authentication-kubeconfig="+kubeconfig, "--authorization-kubeconfig="+kubeconfig,
			"--bind-address=127.0.0.1", fmt.Sprintf("--secure-port=%d", framework.FreePort(t)),
			"--use-service-account-credentials=true", "--controllers="+kcmControllers,
			"--service-account-private-key-file="+filepath.Join(pki, "sa.key"),
			"--root-ca-file="+srv.CAFile,
			"--cluster-signing-cert-file="+filepath.Join(pki, "ca.crt"),
			"--cluster-signing-key-file="+filepath.Join(pki, "ca.key")),
		"kube-scheduler": startComponent(t, scheduler,
			"--kubeconfig="+kubeconfig, "--authentication-kubeconfig="+kubeconfig, "--authorization-kubeconfig="+kubeconfig,
			"--bind-address=127.0.0.1", fmt.Sprintf("--secure-port=%d", framework.FreePort(t))),
	}
	t.Cleanup(func() {
		if t.Failed() {
			for name, log := range logs {
				t.Logf("%s's log:\n%s", name, tail(log.String(), 20000))
			}
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	cs := kubernetes.NewForConfigOrDie(srv.RESTConfig(t))
	registerNode(t, ctx, cs, fakeNode)
	go playKubelet(ctx, t, cs, fakeNode)
	return logs
}

// startComponent starts one of upstream's components with args; it is
// killed when t ends.
func startComponent(t *testing.T, bin string, args ...string) *framework.SyncBuffer {
	t.Helper()
	log := &framework.SyncBuffer{}
	cmd := exec.Command(bin, append(args, "--v=1")...)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return log
}

// registerNode creates a node with room for many pods and a Ready
// condition, as a kubelet registers itself.
func registerNode(t *testing.T, ctx context.Context, cs kubernetes.Interface, name string) {
	t.Helper()
	capacity := corev1.ResourceList{
		corev1.ResourceCPU:    resource.MustParse("8"),
		corev1.ResourceMemory: resource.MustParse("16Gi"),
		corev1.ResourcePods:   resource.MustParse("110"),
	}
	node, err := cs.CoreV1().Nodes().Create(ctx, &corev1.Node{
		ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}},
	}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("creating node: %v", err)
	}
	node.Status = corev1.NodeStatus{
		Capacity: capacity, Allocatable: capacity,
		Conditions: []corev1.NodeCondition{{Type: corev1.NodeReady, Status: corev1.ConditionTrue, Reason: "KubeletReady",
			LastHeartbeatTime: metav1.Now(), LastTransitionTime: metav1.Now()}},
		Addresses: []corev1.NodeAddress{{Type: corev1.NodeInternalIP, Address: "10.1.0.1"}},
	}
	if _, err := cs.CoreV1().Nodes().UpdateStatus(ctx, node, metav1.UpdateOptions{}); err != nil {
		t.Fatalf("writing node status: %v", err)
	}
}

// playKubelet does what the node's kubelet would until ctx ends: it renews
// the node's lease in kube-node-lease (the node lifecycle controller's
// heartbeat) and writes the status of every pod bound to the node: Running
// and Ready with an IP, or Succeeded for a Job's pod.
func playKubelet(ctx context.Context, t *testing.T, cs kubernetes.Interface, node string) {
	leases := cs.CoordinationV1().Leases("kube-node-lease")
	holder, seconds := node, int32(40)
	ip := 1
	for ctx.Err() == nil {
		now := metav1.NewMicroTime(time.Now())
		lease, err := leases.Get(ctx, node, metav1.GetOptions{})
		switch {
		case apierrors.IsNotFound(err):
			_, err = leases.Create(ctx, &coordinationv1.Lease{ObjectMeta: metav1.ObjectMeta{Name: node},
				Spec: coordinationv1.LeaseSpec{HolderIdentity: &holder, LeaseDurationSeconds: &seconds, RenewTime: &now}}, metav1.CreateOptions{})
		case err == nil:
			lease.Spec.RenewTime = &now
			_, err = leases.Update(ctx, lease, metav1.UpdateOptions{})
		}
		if err != nil && ctx.Err() == nil {
			t.Logf("kubelet stand-in: node lease: %v", err)
		}
		pods, err := cs.CoreV1().Pods("").List(ctx, metav1.ListOptions{FieldSelector: fields.OneTermEqualSelector("spec.nodeName", node).String()})
		if err != nil {
			if ctx.Err() == nil {
				t.Logf("kubelet stand-in: listing pods: %v", err)
			}
		} else {
			for i := range pods.Items {
				pod := &pods.Items[i]
				if pod.DeletionTimestamp != nil || pod.Status.Phase == corev1.PodSucceeded || podReady(pod) {
					continue
				}
				runPod(pod, fmt.Sprintf("10.244.0.%d", ip))
				ip++
				if _, err := cs.CoreV1().Pods(pod.Namespace).UpdateStatus(ctx, pod, metav1.UpdateOptions{}); err != nil && ctx.Err() == nil {
					t.Logf("kubelet stand-in: pod %s/%s status: %v", pod.Namespace, pod.Name, err)
				}
			}
			// A deleted pod is gone once its kubelet says so.
			for i := range pods.Items {
				pod := &pods.Items[i]
				if pod.DeletionTimestamp != nil {
					zero := int64(0)
					cs.CoreV1().Pods(pod.Namespace).Delete(ctx, pod.Name, metav1.DeleteOptions{GracePeriodSeconds: &zero})
				}
			}
		}
		select {
		case <-ctx.Done():
		case <-time.After(500 * time.Millisecond):
		}
	}
}

// podReady reports whether the pod's Ready condition is true.
func podReady(pod *corev1.Pod) bool {
	for _, c := range pod.Status.Conditions {
		if c.Type == corev1.PodReady {
			return c.Status == corev1.ConditionTrue
		}
	}
	return false
}

// runPod writes the status a kubelet would once the pod's containers run:
// a Job's pod has already finished, any other runs and is ready.
func runPod(pod *corev1.Pod, ip string) {
	now := metav1.Now()
	pod.Status.PodIP, pod.Status.PodIPs, pod.Status.HostIP = ip, []corev1.PodIP{{IP: ip}}, "10.1.0.1"
	pod.Status.StartTime = &now
	job := false
	for _, ref := range pod.OwnerReferences {
		job = job || ref.Kind == "Job"
	}
	var statuses []corev1.ContainerStatus
	for _, c := range pod.Spec.Containers {
		s := corev1.ContainerStatus{Name: c.Name, Image: c.Image, ImageID: c.Image, Ready: !job}
		if job {
			s.State.Terminated = &corev1.ContainerStateTerminated{ExitCode: 0, Reason: "Completed", StartedAt: now, FinishedAt: now}
		} else {
			started := true
			s.Started = &started
			s.State.Running = &corev1.ContainerStateRunning{StartedAt: now}
		}
		statuses = append(statuses, s)
	}
	pod.Status.ContainerStatuses = statuses
	ready := corev1.ConditionTrue
	pod.Status.Phase = corev1.PodRunning
	if job {
		pod.Status.Phase, ready = corev1.PodSucceeded, corev1.ConditionFalse
	}
	pod.Status.Conditions = []corev1.PodCondition{
		{Type: corev1.PodScheduled, Status: corev1.ConditionTrue, LastTransitionTime: now},
		{Type: corev1.PodInitialized, Status: corev1.ConditionTrue, LastTransitionTime: now},
		{Type: corev1.ContainersReady, Status: ready, LastTransitionTime: now},
		{Type: corev1.PodReady, Status: ready, LastTransitionTime: now},
	}
}
