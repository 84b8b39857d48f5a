package storageobjectinuseprotection

import (
	"context"
	"io"
	"slices"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	"github.com/kube-rebuilt/apiserver/02-generic-server/admission"
	"github.com/kube-rebuilt/apiserver/03-master/apis/storage"
)

// PluginName is the name --enable-admission-plugins knows it by.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection.PluginName.
const PluginName = "StorageObjectInUseProtection"

// The finalizers the plugin adds and kube-controller-manager's
// protection controllers remove.
// Upstream: k8s.io/kubernetes/pkg/volume/util.PVCProtectionFinalizer,
// PVProtectionFinalizer and VACProtectionFinalizer.
const (
	PVCProtectionFinalizer = "kubernetes.io/pvc-protection"
	PVProtectionFinalizer  = "kubernetes.io/pv-protection"
	VACProtectionFinalizer = "kubernetes.io/vac-protection"
)

var (
	pvResource  = core.Resource("persistentvolumes")
	pvcResource = core.Resource("persistentvolumeclaims")
	vacResource = storage.Resource("volumeattributesclasses")
)

// Register adds the plugin to plugins.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection.Register.
func Register(plugins *admission.Plugins) {
	plugins.Register(PluginName, func(io.Reader) (admission.Interface, error) {
		return newPlugin(), nil
	})
}

// storageProtectionPlugin adds the protection finalizers; see the
// package doc.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection.storageProtectionPlugin.
type storageProtectionPlugin struct {
	*admission.Handler
}

var _ admission.MutationInterface = (*storageProtectionPlugin)(nil)

// newPlugin returns the plugin, for creates only: an update may remove
// the finalizer (that is how the controllers release an object).
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection.newPlugin.
func newPlugin() *storageProtectionPlugin {
	return &storageProtectionPlugin{Handler: admission.NewHandler(admission.Create)}
}

// Admit adds the finalizer of the object's kind, once.
// Upstream: k8s.io/kubernetes/plugin/pkg/admission/storage/storageobjectinuseprotection.(*storageProtectionPlugin).Admit.
func (c *storageProtectionPlugin) Admit(_ context.Context, a admission.Attributes, _ admission.ObjectInterfaces) error {
	if a.GetSubresource() != "" {
		return nil
	}
	switch a.GetResource().GroupResource() {
	case pvResource:
		if pv, ok := a.GetObject().(*core.PersistentVolume); ok {
			pv.Finalizers = addFinalizer(pv.Finalizers, PVProtectionFinalizer)
		}
	case pvcResource:
		if pvc, ok := a.GetObject().(*core.PersistentVolumeClaim); ok {
			pvc.Finalizers = addFinalizer(pvc.Finalizers, PVCProtectionFinalizer)
		}
	case vacResource:
		if vac, ok := a.GetObject().(*storage.VolumeAttributesClass); ok {
			vac.Finalizers = addFinalizer(vac.Finalizers, VACProtectionFinalizer)
		}
	}
	return nil
}

// addFinalizer appends finalizer unless finalizers has it.
// Upstream: the loops of admitPV, admitPVC and admitVAC.
func addFinalizer(finalizers []string, finalizer string) []string {
	if slices.Contains(finalizers, finalizer) {
		return finalizers
	}
	return append(finalizers, finalizer)
}
