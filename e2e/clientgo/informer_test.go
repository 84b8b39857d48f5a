package clientgo

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	clientfeatures "k8s.io/client-go/features"
	clientfeaturestesting "k8s.io/client-go/features/testing"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/utils/ptr"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// watchTimeout is the timeoutSeconds the informer's requests carry: the
// server ends each watch after it, and the informer must reconnect without
// missing an event.
const watchTimeout = 2

// TestInformer runs a SharedInformerFactory for configmaps, as every
// controller does, once with watch-list (client-go's default since 1.35:
// one watch request with sendInitialEvents=true streams the current
// objects, then a bookmark marks the end of them) and once with the
// feature off (a list, then a watch from the list's resourceVersion). Each
// time the informer must sync, see a create, an update and a delete, and
// keep going after the server ends its watch.
func TestInformer(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "v1/configmaps")
		tests := []struct {
			name      string
			watchList bool
		}{
			{"watch-list", true},
			{"list-then-watch", false},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				clientfeaturestesting.SetFeatureDuringTest(t, clientfeatures.WatchListClient, tt.watchList)
				// A server of its own, so no event of the other run shows up.
				srv := framework.StartServer(t, srv.Stage.Name, framework.Options{})
				testInformer(t, srv, tt.watchList)
			})
		}
	})
}

func testInformer(t *testing.T, srv *framework.Server, watchList bool) {
	ctx, cancel := context.WithCancel(context.Background())
	rec := &framework.Recorder{}
	cs := kubernetes.NewForConfigOrDie(rec.Wrap(srv.RESTConfig(t)))
	c := cs.CoreV1().ConfigMaps(namespace)
	if _, err := c.Create(ctx, configMap("before", "0"), metav1.CreateOptions{}); err != nil {
		t.Fatalf("create: %v", err)
	}

	factory := informers.NewSharedInformerFactoryWithOptions(cs, 0,
		informers.WithNamespace(namespace),
		informers.WithTweakListOptions(func(o *metav1.ListOptions) {
			o.TimeoutSeconds = ptr.To[int64](watchTimeout)
			o.LabelSelector = ownSelector
		}))
	// Shutdown waits for the informers, which stop when ctx is done.
	defer func() { cancel(); factory.Shutdown() }()
	informer := factory.Core().V1().ConfigMaps().Informer()
	events := make(chan string, 100)
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj any) { events <- "ADDED " + describeCM(obj) },
		UpdateFunc: func(_, obj any) {
			events <- "MODIFIED " + describeCM(obj)
		},
		DeleteFunc: func(obj any) {
			if tomb, ok := obj.(cache.DeletedFinalStateUnknown); ok {
				obj = tomb.Obj
			}
			events <- "DELETED " + describeCM(obj)
		},
	})
	factory.Start(ctx.Done())
	syncCtx, syncCancel := context.WithTimeout(ctx, 30*time.Second)
	defer syncCancel()
	if !cache.WaitForCacheSync(syncCtx.Done(), informer.HasSynced) {
		t.Fatalf("the informer did not sync within 30s; requests:%s", framework.Format(rec.Exchanges("/api/v1/")))
	}
	expectEvent(t, events, "ADDED before a=0")

	if _, err := c.Create(ctx, configMap("c1", "1"), metav1.CreateOptions{}); err != nil {
		t.Fatalf("create: %v", err)
	}
	expectEvent(t, events, "ADDED c1 a=1")
	if _, err := c.Update(ctx, configMap("c1", "2"), metav1.UpdateOptions{}); err != nil {
		t.Fatalf("update: %v", err)
	}
	expectEvent(t, events, "MODIFIED c1 a=2")
	if err := c.Delete(ctx, "c1", metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
	expectEvent(t, events, "DELETED c1 a=2")

	// Outlive the watch: the server ends it after watchTimeout seconds and
	// the informer watches again from the last resourceVersion it saw.
	time.Sleep((watchTimeout + 1) * time.Second)
	if _, err := c.Create(ctx, configMap("c2", "1"), metav1.CreateOptions{}); err != nil {
		t.Fatalf("create: %v", err)
	}
	expectEvent(t, events, "ADDED c2 a=1")
	select {
	case e := <-events:
		t.Errorf("got an extra event %q; want none", e)
	case <-time.After(200 * time.Millisecond):
	}
	checkInformerWire(t, rec, watchList)
}

// checkInformerWire checks the informer's reads: the first one shows the
// mode (watch-list or list), and there must be a second watch after the
// server ended the first. client-go falls back from watch-list to
// list+watch silently when the server answers an error, so without this a
// server that cannot do watch-list would pass.
func checkInformerWire(t *testing.T, rec *framework.Recorder, watchList bool) {
	t.Helper()
	var reads []framework.Exchange
	for _, e := range rec.Exchanges("/api/v1/namespaces/" + namespace + "/configmaps") {
		if e.Method == "GET" {
			reads = append(reads, e)
		}
	}
	if len(reads) == 0 {
		t.Fatalf("the informer made no request")
	}
	first := query(reads[0])
	switch {
	case watchList && (first.Get("watch") != "true" || first.Get("sendInitialEvents") != "true"):
		t.Errorf("first request: %s; want a watch with sendInitialEvents=true (watch-list)", reads[0])
	case watchList && reads[0].Status != 200:
		t.Errorf("first request: %s; want 200 (the informer fell back to list+watch)", reads[0])
	case !watchList && first.Get("watch") != "":
		t.Errorf("first request: %s; want a list (watch-list is off)", reads[0])
	}
	watches := 0
	for _, e := range reads {
		q := query(e)
		if q.Get("watch") == "true" {
			watches++
		} else if watchList {
			t.Errorf("%s: a list; want none with watch-list on", e)
		}
		if !watchList && q.Get("sendInitialEvents") != "" {
			t.Errorf("%s: sendInitialEvents; want none with watch-list off", e)
		}
	}
	if watches < 2 {
		t.Errorf("got %d watch requests; want at least 2 (the server ends a watch after timeoutSeconds=%d, and the informer reconnects):%s",
			watches, watchTimeout, framework.Format(reads))
	}
}

func query(e framework.Exchange) url.Values {
	_, q, _ := strings.Cut(e.URL, "?")
	v, _ := url.ParseQuery(q)
	return v
}

// expectEvent fails t unless the next event is want.
func expectEvent(t *testing.T, events <-chan string, want string) {
	t.Helper()
	select {
	case got := <-events:
		if got != want {
			t.Fatalf("got event %q; want %q", got, want)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("got no event within 20s; want %q", want)
	}
}

func configMap(name, a string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{ownLabel: "true"}}, Data: map[string]string{"a": a}}
}

func describeCM(obj any) string {
	cm, ok := obj.(*corev1.ConfigMap)
	if !ok {
		return fmt.Sprintf("<%T>", obj)
	}
	return cm.Name + " a=" + cm.Data["a"]
}
