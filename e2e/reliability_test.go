package e2e

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestKillMidWrite is the reliability scenario of issue 7: a client
// creates configmaps one after another while the server is killed with
// SIGKILL. Every create the server acknowledged (answered 201) must be
// there after a restart on the same data directory, with the data it was
// written with, and the restarted server must answer /readyz and take new
// writes. Creates in flight at the kill may or may not have landed; the
// test does not care which.
func TestKillMidWrite(t *testing.T) {
	for _, st := range framework.Stages {
		if !st.Persists {
			continue // nothing survives a restart: nothing to check
		}
		t.Run(st.Name, func(t *testing.T) {
			framework.Track(t, st.Name+": restart tests")
			srv := framework.StartServer(t, st.Name, framework.Options{})
			cfg := srv.RESTConfig(t)
			cfg.Timeout = 10 * time.Second
			cs := kubernetes.NewForConfigOrDie(cfg)

			var (
				mu    sync.Mutex
				acked []string
			)
			ackedCount := func() int {
				mu.Lock()
				defer mu.Unlock()
				return len(acked)
			}
			stop := make(chan struct{})
			done := make(chan error, 1)
			go func() {
				for i := 0; ; i++ {
					select {
					case <-stop:
						done <- nil
						return
					default:
					}
					name := fmt.Sprintf("write-%05d", i)
					cm := &corev1.ConfigMap{
						ObjectMeta: metav1.ObjectMeta{Name: name},
						Data:       map[string]string{"i": strconv.Itoa(i)},
					}
					if _, err := cs.CoreV1().ConfigMaps("default").Create(context.Background(), cm, metav1.CreateOptions{}); err != nil {
						// Expected once the server is gone; before that it is
						// a failure of its own.
						select {
						case <-stop:
							done <- nil
						default:
							done <- fmt.Errorf("create %s before the kill: %v", name, err)
						}
						return
					}
					mu.Lock()
					acked = append(acked, name)
					mu.Unlock()
				}
			}()

			// Let the writer get going, then kill the server under it.
			deadline := time.Now().Add(30 * time.Second)
			for ackedCount() < 100 && time.Now().Before(deadline) {
				select {
				case err := <-done:
					t.Fatalf("the writer stopped early: %v", err)
				case <-time.After(10 * time.Millisecond):
				}
			}
			close(stop)
			srv.Kill(t)
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			written := append([]string(nil), acked...)
			mu.Unlock()
			if len(written) == 0 {
				t.Fatal("no create was acknowledged before the kill")
			}
			t.Logf("%d creates acknowledged before SIGKILL", len(written))

			again := framework.StartServer(t, st.Name, framework.Options{DataDir: srv.DataDir})
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if code, body, err := again.Get(ctx, "/readyz", ""); err != nil || code != http.StatusOK {
				t.Fatalf("GET /readyz after the restart: %d %s, %v; want 200", code, body, err)
			}
			cs2 := kubernetes.NewForConfigOrDie(again.RESTConfig(t))
			list, err := cs2.CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{})
			if err != nil {
				t.Fatalf("listing configmaps after the restart: %v", err)
			}
			found := map[string]string{}
			for _, cm := range list.Items {
				found[cm.Name] = cm.Data["i"]
			}
			lost := 0
			for i, name := range written {
				v, ok := found[name]
				switch {
				case !ok:
					lost++
					if lost <= 10 {
						t.Errorf("configmap %s was acknowledged before the kill but is gone after the restart", name)
					}
				case v != strconv.Itoa(i):
					t.Errorf("configmap %s: data.i = %q after the restart; want %q", name, v, strconv.Itoa(i))
				}
			}
			if lost > 0 {
				t.Errorf("%d of %d acknowledged creates lost", lost, len(written))
			}

			// The restarted server takes writes, and a name written before
			// the kill is still taken.
			cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "after-restart"}, Data: map[string]string{"k": "v"}}
			if _, err := cs2.CoreV1().ConfigMaps("default").Create(ctx, cm, metav1.CreateOptions{}); err != nil {
				t.Fatalf("create after the restart: %v", err)
			}
			if got, err := cs2.CoreV1().ConfigMaps("default").Get(ctx, "after-restart", metav1.GetOptions{}); err != nil || got.Data["k"] != "v" {
				t.Fatalf("get after the restart: %v, %v; want data k=v", got, err)
			}
			dup := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: written[0]}}
			if _, err := cs2.CoreV1().ConfigMaps("default").Create(ctx, dup, metav1.CreateOptions{}); !apierrors.IsAlreadyExists(err) {
				t.Errorf("create %s again after the restart: %v; want AlreadyExists", written[0], err)
			}
		})
	}
}
