package e2e

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// replica is one process of the newest stage in a three-replica cluster:
// https://127.0.0.<n>:<port>, its files (pki, etcd, log) in dir.
type replica struct {
	n    int
	dir  string
	args []string
	bin  string

	mu   sync.Mutex
	cmd  *exec.Cmd
	log  *framework.SyncBuffer
	done chan struct{}
}

// start starts the process; it is killed when t ends.
func (r *replica) start(t *testing.T) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.log == nil {
		r.log = &framework.SyncBuffer{}
	}
	fmt.Fprintf(r.log, "$ kube-apiserver %s\n", strings.Join(r.args, " "))
	r.cmd = exec.Command(r.bin, r.args...)
	r.cmd.Stdout, r.cmd.Stderr = r.log, r.log
	r.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := r.cmd.Start(); err != nil {
		t.Fatalf("replica %d: %v", r.n, err)
	}
	done := make(chan struct{})
	r.done = done
	cmd := r.cmd
	go func() { cmd.Wait(); close(done) }()
	t.Cleanup(func() { r.signal(syscall.SIGKILL) })
}

// signal sends sig and waits for the process to exit.
func (r *replica) signal(sig syscall.Signal) {
	r.mu.Lock()
	cmd, done := r.cmd, r.done
	r.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Signal(sig)
	<-done
}

// kubeconfig is the admin kubeconfig the replica wrote for itself.
func (r *replica) kubeconfig() string { return filepath.Join(r.dir, "pki", "admin.conf") }

// client is a client-go clientset through this replica.
func (r *replica) client(t *testing.T) kubernetes.Interface {
	t.Helper()
	cfg, err := clientcmd.BuildConfigFromFlags("", r.kubeconfig())
	if err != nil {
		t.Fatal(err)
	}
	cfg.QPS, cfg.Burst = 1000, 1000
	return kubernetes.NewForConfigOrDie(cfg)
}

// waitReady polls the replica's /readyz until it answers 200.
func (r *replica) waitReady(t *testing.T, url string, timeout time.Duration) {
	t.Helper()
	client := &http.Client{Timeout: 2 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	deadline := time.Now().Add(timeout)
	for {
		resp, err := client.Get(url + "/readyz")
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		select {
		case <-r.done:
			t.Fatalf("replica %d exited:\n%s", r.n, tail(r.log.String(), 4000))
		default:
		}
		if time.Now().After(deadline) {
			checks := "(no answer)"
			if resp, err := client.Get(url + "/readyz?verbose"); err == nil {
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				checks = string(b)
			}
			t.Fatalf("replica %d not ready after %v; /readyz?verbose:\n%s\nits log:\n%s", r.n, timeout, checks, tail(r.log.String(), 4000))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestReplicas runs three replicas of the newest stage, each with its own
// embedded etcd member of one three-member cluster, as
// hack/run-replicas.sh does: writes through one replica are read through
// another at once and seen in order by a watch through a third; SIGKILL of
// a replica (and with it an etcd member) mid-run loses nothing, the
// kubernetes Service's endpoints drop it after its lease and list it again
// once it is back; with two of three down writes fail with a 5xx and
// /readyz says etcd is not ready, and every acknowledged write is still
// there when quorum returns.
func TestReplicas(t *testing.T) {
	framework.Track(t, newestStage+": three replicas on a three-member etcd cluster")
	bin := framework.BuildStage(t, newestStage)
	root := t.TempDir()
	port := framework.FreePort(t)
	var peers []string
	for i := 1; i <= 3; i++ {
		peers = append(peers, fmt.Sprintf("r%d=http://127.0.0.1:%d", i, framework.FreePort(t)))
	}
	rs := make([]*replica, 3)
	for i := range rs {
		n := i + 1
		dir := filepath.Join(root, fmt.Sprint(n))
		_, peerURL, _ := strings.Cut(peers[i], "=")
		rs[i] = &replica{n: n, dir: dir, bin: bin, args: []string{
			fmt.Sprintf("--bind-address=127.0.0.%d", n), fmt.Sprintf("--advertise-address=127.0.0.%d", n),
			fmt.Sprintf("--secure-port=%d", port), "--cert-dir=" + filepath.Join(dir, "pki"),
			"--etcd-data-dir=" + filepath.Join(dir, "etcd"), fmt.Sprintf("--etcd-name=r%d", n),
			"--etcd-peer-url=" + peerURL, "--etcd-initial-cluster=" + strings.Join(peers, ","),
			"--etcd-initial-cluster-token=e2e-" + filepath.Base(root), "--shutdown-delay-duration=0s",
		}}
	}
	url := func(r *replica) string { return fmt.Sprintf("https://127.0.0.%d:%d", r.n, port) }
	t.Cleanup(func() {
		if t.Failed() {
			for _, r := range rs {
				if r.log != nil {
					t.Logf("replica %d's log:\n%s", r.n, tail(r.log.String(), 6000))
				}
			}
		}
	})

	// Replica 1 writes the PKI before it waits for its etcd peers; 2 and 3
	// get its CAs and service-account key, as kubeadm's other control-plane
	// nodes do, and make their own serving certificates.
	rs[0].start(t)
	waitFile(t, filepath.Join(rs[0].dir, "pki", "sa.pub"), 30*time.Second)
	for _, r := range rs[1:] {
		for _, f := range []string{"ca.crt", "ca.key", "front-proxy-ca.crt", "front-proxy-ca.key", "sa.key", "sa.pub"} {
			copyFile(t, filepath.Join(rs[0].dir, "pki", f), filepath.Join(r.dir, "pki", f))
		}
		r.start(t)
	}
	for _, r := range rs {
		r.waitReady(t, url(r), 2*time.Minute)
	}

	kubectl := func(r *replica, args ...string) (string, error) {
		cmd := exec.Command(pinnedKubectl(t), append([]string{"--kubeconfig", r.kubeconfig()}, args...)...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	waitEndpoints := func(want string, timeout time.Duration) {
		t.Helper()
		deadline := time.Now().Add(timeout)
		for {
			out, _ := kubectl(rs[0], "get", "endpoints", "kubernetes", "-o", "jsonpath={.subsets[*].addresses[*].ip}")
			if out == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("kubernetes endpoints: got %q; want %q after %v", out, want, timeout)
			}
			time.Sleep(500 * time.Millisecond)
		}
	}
	waitEndpoints("127.0.0.1 127.0.0.2 127.0.0.3", 30*time.Second)
	// One identity lease per replica in kube-system.
	if out, err := kubectl(rs[0], "get", "leases", "-n", "kube-system", "-l", "apiserver.kubernetes.io/identity=kube-apiserver", "-o", "name"); err != nil || strings.Count(out, "lease.coordination.k8s.io/apiserver-") != 3 {
		t.Errorf("identity leases: %v\n%s", err, out)
	}

	// A write through replica 1 is read through replica 3 at once.
	if out, err := kubectl(rs[0], "create", "configmap", "first", "--from-literal=a=1"); err != nil {
		t.Fatalf("create through replica 1: %v\n%s", err, out)
	}
	if out, err := kubectl(rs[2], "get", "configmap", "first", "-o", "jsonpath={.data.a}"); err != nil || out != "1" {
		t.Fatalf("read through replica 3: %q, %v", out, err)
	}

	// A watch through replica 3 while replica 1 writes; replica 2 is killed
	// in the middle and comes back.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	w, err := rs[2].client(t).CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{LabelSelector: "run=replicas"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	writer := rs[0].client(t)
	var acked []string
	// write creates one configmap, as a careful client does: a write that
	// failed while etcd elected a new leader (the killed member led) is
	// retried, and an AlreadyExists then says the first try committed.
	failed := 0
	write := func(i int) {
		name := fmt.Sprintf("w-%03d", i)
		deadline := time.Now().Add(30 * time.Second)
		for {
			_, err := writer.CoreV1().ConfigMaps("default").Create(ctx, &corev1.ConfigMap{
				ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{"run": "replicas"}},
				Data:       map[string]string{"i": fmt.Sprint(i)}}, metav1.CreateOptions{})
			if err == nil || apierrors.IsAlreadyExists(err) {
				break
			}
			if failed++; time.Now().After(deadline) {
				t.Fatalf("write %s through replica 1: %v", name, err)
			}
			t.Logf("write %s through replica 1: %v (retrying)", name, err)
			time.Sleep(200 * time.Millisecond)
		}
		acked = append(acked, name)
	}
	for i := range 50 {
		write(i)
	}
	rs[1].signal(syscall.SIGKILL)
	for i := 50; i < 100; i++ {
		write(i)
	}
	waitEndpoints("127.0.0.1 127.0.0.3", 40*time.Second)
	rs[1].start(t)
	rs[1].waitReady(t, url(rs[1]), 2*time.Minute)
	waitEndpoints("127.0.0.1 127.0.0.2 127.0.0.3", 30*time.Second)
	for i := 100; i < 120; i++ {
		write(i)
	}

	// Every acknowledged write, once, in order, in the watch; and in every
	// replica's list.
	var seen []string
	for len(seen) < len(acked) {
		select {
		case ev, ok := <-w.ResultChan():
			if !ok {
				t.Fatalf("the watch through replica 3 ended after %d events", len(seen))
			}
			if ev.Type == watch.Added {
				seen = append(seen, ev.Object.(*corev1.ConfigMap).Name)
			}
		case <-ctx.Done():
			t.Fatalf("watch: %d of %d events", len(seen), len(acked))
		}
	}
	t.Logf("%d writes acknowledged (%d failed tries retried while etcd elected a leader), %d watch events", len(acked), failed, len(seen))
	if strings.Join(seen, ",") != strings.Join(acked, ",") {
		t.Errorf("watch through replica 3 saw\n%v\nwant\n%v", seen, acked)
	}
	for _, r := range rs {
		list, err := r.client(t).CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{LabelSelector: "run=replicas"})
		if err != nil {
			t.Fatalf("list through replica %d: %v", r.n, err)
		}
		if len(list.Items) != len(acked) {
			t.Errorf("replica %d lists %d configmaps; want %d", r.n, len(list.Items), len(acked))
		}
	}

	// Paging across replicas: the first page through replica 1, the rest
	// through replica 2 with its continue token (an etcd revision, the same
	// on every member), and a watch through replica 3 from replica 1's
	// resourceVersion replays exactly what came after it.
	page, err := rs[0].client(t).CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{LabelSelector: "run=replicas", Limit: 50})
	if err != nil || page.Continue == "" {
		t.Fatalf("first page through replica 1: %v (continue %q)", err, page.Continue)
	}
	rest, err := rs[1].client(t).CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{LabelSelector: "run=replicas", Limit: 500, Continue: page.Continue})
	if err != nil {
		t.Fatalf("next page through replica 2: %v", err)
	}
	if got := len(page.Items) + len(rest.Items); got != len(acked) || rest.Continue != "" {
		t.Errorf("paging across replicas: %d items (continue %q); want %d", got, rest.Continue, len(acked))
	}
	from := page.ResourceVersion
	if _, err := writer.CoreV1().ConfigMaps("default").Create(ctx, &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: "after", Labels: map[string]string{"run": "after"}}}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	w2, err := rs[2].client(t).CoreV1().ConfigMaps("default").Watch(ctx, metav1.ListOptions{LabelSelector: "run=after", ResourceVersion: from})
	if err != nil {
		t.Fatalf("watch through replica 3 from replica 1's resourceVersion %s: %v", from, err)
	}
	select {
	case ev := <-w2.ResultChan():
		if cm, ok := ev.Object.(*corev1.ConfigMap); !ok || cm.Name != "after" || ev.Type != watch.Added {
			t.Errorf("watch from %s: got %s %v; want ADDED after", from, ev.Type, ev.Object)
		}
	case <-time.After(30 * time.Second):
		t.Errorf("watch from %s through replica 3: no event", from)
	}
	w2.Stop()

	// Two of three down: no quorum. A write fails with a 5xx rather than
	// hanging, and /readyz of the survivor says etcd is not ready.
	rs[1].signal(syscall.SIGKILL)
	rs[2].signal(syscall.SIGKILL)
	out, err := kubectl(rs[0], "create", "configmap", "lost", "--request-timeout=30s")
	if err == nil {
		t.Errorf("a write without quorum succeeded: %s", out)
	}
	t.Logf("a write without quorum: %s", strings.TrimSpace(out))
	if out, _ := kubectl(rs[0], "get", "--raw", "/readyz?verbose"); !strings.Contains(out, "[-]etcd") {
		t.Errorf("/readyz without quorum does not fail etcd:\n%s", out)
	}
	// Quorum back: the write that was refused is absent or present (an
	// etcd proposal may commit after its client gave up), the others are
	// all there.
	rs[1].start(t)
	rs[2].start(t)
	for _, r := range rs {
		r.waitReady(t, url(r), 2*time.Minute)
	}
	list, err := rs[1].client(t).CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{LabelSelector: "run=replicas"})
	if err != nil || len(list.Items) != len(acked) {
		t.Errorf("after quorum came back, replica 2 lists %d of %d (%v)", len(list.Items), len(acked), err)
	}
}

// waitFile waits until path exists.
func waitFile(t *testing.T, path string, timeout time.Duration) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s missing after %v", path, timeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// copyFile copies from to to, making to's directory.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		t.Fatal(err)
	}
}
