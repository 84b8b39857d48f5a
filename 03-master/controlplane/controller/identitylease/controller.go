package identitylease

import (
	"context"
	"crypto/sha256"
	"encoding/base32"
	"encoding/binary"
	"os"
	"strings"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/coordination"
)

// The identity lease's settings, as upstream's.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.IdentityLeaseComponentLabelKey,
// IdentityLeaseDurationSeconds and IdentityLeaseRenewIntervalPeriod.
const (
	ComponentLabelKey    = "apiserver.kubernetes.io/identity"
	Component            = "kube-apiserver"
	LeaseDurationSeconds = 3600
	RenewInterval        = 10 * time.Second
	hostnameLabel        = "kubernetes.io/hostname"
	namespace            = "kube-system"
)

// Storage is what the controller needs of the leases storage.
type Storage interface {
	rest.Getter
	rest.Creater
	rest.Updater
}

// ID is the server's identity: "apiserver-" and 26 base32 letters of a
// hash of the host's name, the component and where it serves.
// Upstream: the APIServerID of k8s.io/apiserver/pkg/server.NewConfig
// (hostname and component only).
func ID(hostname, servingAt string) string {
	var b []byte
	for _, s := range []string{hostname, Component, servingAt} {
		b = binary.BigEndian.AppendUint16(b, uint16(len(s)))
		b = append(b, s...)
	}
	hash := sha256.Sum256(b)
	return "apiserver-" + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(hash[:16]))
}

// Controller renews the lease Name every RenewInterval.
// Upstream: k8s.io/component-helpers/apimachinery/lease.controller.
type Controller struct {
	Storage Storage
	// Name is the lease's name, ID's result; Holder is Name, "_" and a
	// UUID of this run.
	Name, Holder string
	Hostname     string
}

// Run renews the lease until ctx ends or stop is closed (the server's
// pre-shutdown: the lease is left to expire, as upstream's).
// Upstream: k8s.io/component-helpers/apimachinery/lease.(*controller).Run.
func (c *Controller) Run(ctx context.Context, stop <-chan struct{}) {
	ticker := time.NewTicker(RenewInterval)
	defer ticker.Stop()
	for {
		if err := c.renew(ctx); err != nil && ctx.Err() == nil {
			klog.Errorf("failed to renew the identity lease %s/%s: %v", namespace, c.Name, err)
		}
		select {
		case <-ctx.Done():
			return
		case <-stop:
			return
		case <-ticker.C:
		}
	}
}

// renew updates the lease's renew time, holder and labels, creating it
// when it is missing.
// Upstream: k8s.io/component-helpers/apimachinery/lease.(*controller).backoffEnsureLease
// and retryUpdateLease.
func (c *Controller) renew(ctx context.Context) error {
	ctx = request.WithNamespace(ctx, namespace)
	now := metav1.NewMicroTime(time.Now())
	obj, err := c.Storage.Get(ctx, c.Name, &metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		lease := c.fill(&coordination.Lease{ObjectMeta: metav1.ObjectMeta{Name: c.Name, Namespace: namespace}}, now)
		_, err = c.Storage.Create(ctx, lease, rest.ValidateAllObjectFunc, &metav1.CreateOptions{})
		return err
	}
	if err != nil {
		return err
	}
	lease := c.fill(obj.(*coordination.Lease).DeepCopy(), now)
	_, _, err = c.Storage.Update(ctx, c.Name, rest.DefaultUpdatedObjectInfo(lease), rest.ValidateAllObjectFunc,
		rest.ValidateAllObjectUpdateFunc, false, &metav1.UpdateOptions{})
	return err
}

// fill sets what this server owns of its lease.
// Upstream: k8s.io/kubernetes/pkg/controlplane/apiserver.labelAPIServerHeartbeatFunc.
func (c *Controller) fill(lease *coordination.Lease, now metav1.MicroTime) *coordination.Lease {
	if lease.Labels == nil {
		lease.Labels = map[string]string{}
	}
	lease.Labels[ComponentLabelKey] = Component
	lease.Labels[hostnameLabel] = c.Hostname
	holder, seconds := c.Holder, int32(LeaseDurationSeconds)
	lease.Spec.HolderIdentity, lease.Spec.LeaseDurationSeconds, lease.Spec.RenewTime = &holder, &seconds, &now
	return lease
}

// Hostname is the host's name, "unknown" if it has none.
func Hostname() string {
	h, err := os.Hostname()
	if err != nil || h == "" {
		return "unknown"
	}
	return strings.ToLower(h)
}
