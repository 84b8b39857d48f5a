package registry

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
)

// preconditionInfo is a PUT body with preconditions (as a PATCH may carry).
type preconditionInfo struct {
	rest.UpdatedObjectInfo
	p *metav1.Preconditions
}

func (i preconditionInfo) Preconditions() *metav1.Preconditions { return i.p }

func TestStoreUpdate(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		denied := errors.New("denied by admission")
		otherUID := metav1.UID("other")
		tests := []struct {
			name                string
			target              string // the name in the URL
			change              func(c *core.ConfigMap)
			allowCreateOnUpdate bool
			disallowUncond      bool
			preconditions       *metav1.Preconditions
			validate            rest.ValidateObjectUpdateFunc
			dryRun              bool
			wantReason          metav1.StatusReason
			wantMessage         string
			wantCreated         bool
			wantData            string // the stored value of data.k afterwards
		}{
			{name: "updated", change: func(c *core.ConfigMap) { c.Data["k"] = "new" }, wantData: "new"},
			{name: "stale resourceVersion", change: func(c *core.ConfigMap) { c.ResourceVersion = "1"; c.Data["k"] = "new" },
				wantReason: metav1.StatusReasonConflict, wantData: "old",
				wantMessage: `Operation cannot be fulfilled on configmaps "c1": the object has been modified; please apply your changes to the latest version and try again`},
			{name: "unconditional allowed", change: func(c *core.ConfigMap) { c.ResourceVersion = ""; c.Data["k"] = "new" }, wantData: "new"},
			// 0x0, as upstream prints a uint64 in a field error
			{name: "unconditional refused", disallowUncond: true, change: func(c *core.ConfigMap) { c.ResourceVersion = "" },
				wantReason: metav1.StatusReasonInvalid, wantData: "old",
				wantMessage: `configmaps "c1" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update`},
			{name: "missing object", target: "missing", change: func(c *core.ConfigMap) { c.Name = "missing" },
				wantReason: metav1.StatusReasonNotFound, wantMessage: `configmaps "missing" not found`, wantData: "old"},
			{name: "create on update", target: "created", allowCreateOnUpdate: true,
				change: func(c *core.ConfigMap) { c.Name, c.ResourceVersion, c.UID = "created", "", "" }, wantCreated: true, wantData: "old"},
			{name: "uid is immutable", change: func(c *core.ConfigMap) { c.UID = "changed" },
				wantReason: metav1.StatusReasonInvalid, wantMessage: `ConfigMap "c1" is invalid: metadata.uid: Invalid value: "changed": field is immutable`, wantData: "old"},
			{name: "name is immutable", change: func(c *core.ConfigMap) { c.Name = "c2" },
				wantReason: metav1.StatusReasonInvalid, wantMessage: `ConfigMap "c2" is invalid: metadata.name: Invalid value: "c2": field is immutable`, wantData: "old"},
			{name: "namespace must match", change: func(c *core.ConfigMap) { c.Namespace = "ns2" },
				wantReason: metav1.StatusReasonBadRequest, wantData: "old"},
			{name: "creationTimestamp and uid kept", change: func(c *core.ConfigMap) {
				c.UID, c.CreationTimestamp = "", metav1.NewTime(time.Unix(0, 0))
				c.Data["k"] = "new"
			}, wantData: "new"},
			{name: "strategy validation", change: func(c *core.ConfigMap) { c.Data["bad"] = "" },
				wantReason: metav1.StatusReasonInvalid, wantData: "old"},
			{name: "update validation refuses", change: func(c *core.ConfigMap) { c.Data["k"] = "new" },
				validate: func(context.Context, runtime.Object, runtime.Object) error { return denied }, wantMessage: denied.Error(), wantData: "old"},
			{name: "uid precondition", change: func(c *core.ConfigMap) { c.Data["k"] = "new" }, preconditions: &metav1.Preconditions{UID: &otherUID},
				wantReason: metav1.StatusReasonConflict, wantData: "old"},
			{name: "dry run stores nothing", change: func(c *core.ConfigMap) { c.Data["k"] = "new" }, dryRun: true, wantData: "old"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				store, strategy, rev := newConfigMapStoreOn(t, b)
				strategy.allowCreateOnUpdate, strategy.allowUnconditional = tt.allowCreateOnUpdate, !tt.disallowUncond
				stored := mustCreate(t, store, configMap("ns1", "c1", map[string]string{"k": "old"}))
				writes := rev()
				target := tt.target
				if target == "" {
					target = "c1"
				}
				body := stored.DeepCopy()
				tt.change(body)
				opts := &metav1.UpdateOptions{}
				if tt.dryRun {
					opts.DryRun = []string{metav1.DryRunAll}
				}
				info := preconditionInfo{rest.DefaultUpdatedObjectInfo(body), tt.preconditions}
				out, created, err := store.Update(nsCtx("ns1"), target, info, nil, tt.validate, false, opts)
				if reason(err) != tt.wantReason || !strings.HasPrefix(message(err), tt.wantMessage) {
					t.Fatalf("got error %q (reason %q); want reason %q, message starting %q", message(err), reason(err), tt.wantReason, tt.wantMessage)
				}
				if created != tt.wantCreated {
					t.Errorf("got created %v; want %v", created, tt.wantCreated)
				}
				got, getErr := store.Get(nsCtx("ns1"), "c1", nil)
				if getErr != nil {
					t.Fatal(getErr)
				}
				if d := got.(*core.ConfigMap).Data["k"]; d != tt.wantData {
					t.Errorf("got stored data %q; want %q", d, tt.wantData)
				}
				if (err != nil || tt.dryRun) && rev() != writes {
					t.Errorf("got %d new revisions; want none", rev()-writes)
				}
				if err == nil && !created {
					cm := out.(*core.ConfigMap)
					if cm.UID != stored.UID || !cm.CreationTimestamp.Equal(&stored.CreationTimestamp) {
						t.Errorf("got uid %q created %v; want the stored %q %v", cm.UID, cm.CreationTimestamp, stored.UID, stored.CreationTimestamp)
					}
				}
			})
		}
	})
}

func TestStoreUpdateNoChangeKeepsResourceVersion(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		store, _, rev := newConfigMapStoreOn(t, b)
		stored := mustCreate(t, store, configMap("ns1", "c1", map[string]string{"k": "v"}))
		writes := rev()
		out, _, err := store.Update(nsCtx("ns1"), "c1", rest.DefaultUpdatedObjectInfo(stored.DeepCopy()), nil, nil, false, &metav1.UpdateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if rv := out.(*core.ConfigMap).ResourceVersion; rv != stored.ResourceVersion || rev() != writes {
			t.Errorf("got resourceVersion %s and %d new revisions; want %s and none", rv, rev()-writes, stored.ResourceVersion)
		}
	})
}
