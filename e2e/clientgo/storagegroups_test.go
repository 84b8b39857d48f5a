package clientgo

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"testing"
	"time"

	certificatesv1 "k8s.io/api/certificates/v1"
	corev1 "k8s.io/api/core/v1"
	resourcev1 "k8s.io/api/resource/v1"
	storagev1 "k8s.io/api/storage/v1"
	storagemigrationv1 "k8s.io/api/storagemigration/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestStorageGroupsWithClientGo talks to stage 03, which adds the
// groups, and to the newest stage, as kube-scheduler and
// kube-controller-manager do: client-go typed clients in protobuf only
// (checkWire fails on any JSON), and informers (list, then watch) on the
// nine kinds of storage.k8s.io and resource.k8s.io the scheduler waits
// for. Every kind of storage.k8s.io, resource.k8s.io, certificates.k8s.io
// and storagemigration.k8s.io is created and read back; a volume
// attachment and a resource claim get their status written, a CSR is
// approved through /approval and issued through /status.
//
//	go -C e2e test -run TestStorageGroupsWithClientGo -v ./clientgo
func TestStorageGroupsWithClientGo(t *testing.T) {
	for _, stage := range []string{"03-master", "07-authn-authz"} {
		t.Run(stage, func(t *testing.T) {
			framework.Track(t, stage+": client-go tests")
			srv := framework.StartServer(t, stage, framework.Options{})
			client, rec := typedClient(t, srv, protobufType)
			testStorageGroups(t, client, stage == "07-authn-authz")
			checkWire(t, rec, "/apis/", protobufType)
		})
	}
}

// testStorageGroups is TestStorageGroupsWithClientGo on one server;
// authenticated says whether requests carry a user (a CSR records it).
func testStorageGroups(t *testing.T, client *kubernetes.Clientset, authenticated bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	factory := informers.NewSharedInformerFactory(client, 0)
	synced := []cache.InformerSynced{
		factory.Storage().V1().StorageClasses().Informer().HasSynced,
		factory.Storage().V1().CSINodes().Informer().HasSynced,
		factory.Storage().V1().CSIDrivers().Informer().HasSynced,
		factory.Storage().V1().CSIStorageCapacities().Informer().HasSynced,
		factory.Storage().V1().VolumeAttachments().Informer().HasSynced,
		factory.Resource().V1().DeviceClasses().Informer().HasSynced,
		factory.Resource().V1().ResourceClaims().Informer().HasSynced,
		factory.Resource().V1().ResourceSlices().Informer().HasSynced,
		factory.Resource().V1().DeviceTaintRules().Informer().HasSynced,
	}
	factory.Start(ctx.Done())
	if !cache.WaitForCacheSync(ctx.Done(), synced...) {
		t.Fatal("the scheduler's storage and DRA informers did not sync")
	}

	check := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	wffc := storagev1.VolumeBindingWaitForFirstConsumer
	_, err := client.StorageV1().StorageClasses().Create(ctx, &storagev1.StorageClass{ObjectMeta: metav1.ObjectMeta{Name: "fast"},
		Provisioner: "example.com/csi", VolumeBindingMode: &wffc}, metav1.CreateOptions{})
	check("create storageclass", err)
	driver, err := client.StorageV1().CSIDrivers().Create(ctx, &storagev1.CSIDriver{ObjectMeta: metav1.ObjectMeta{Name: "csi.example.com"}}, metav1.CreateOptions{})
	check("create csidriver", err)
	if driver.Spec.AttachRequired == nil || !*driver.Spec.AttachRequired || driver.Spec.FSGroupPolicy == nil {
		t.Errorf("got csidriver spec %+v; want it defaulted (attachRequired true, fsGroupPolicy set)", driver.Spec)
	}
	_, err = client.StorageV1().CSINodes().Create(ctx, &storagev1.CSINode{ObjectMeta: metav1.ObjectMeta{Name: "node-1"},
		Spec: storagev1.CSINodeSpec{Drivers: []storagev1.CSINodeDriver{{Name: "csi.example.com", NodeID: "n1"}}}}, metav1.CreateOptions{})
	check("create csinode", err)
	capacity := resource.MustParse("10Gi")
	_, err = client.StorageV1().CSIStorageCapacities(namespace).Create(ctx, &storagev1.CSIStorageCapacity{ObjectMeta: metav1.ObjectMeta{Name: "cap"},
		StorageClassName: "fast", Capacity: &capacity}, metav1.CreateOptions{})
	check("create csistoragecapacity", err)
	pv := "pv-1"
	va, err := client.StorageV1().VolumeAttachments().Create(ctx, &storagev1.VolumeAttachment{ObjectMeta: metav1.ObjectMeta{Name: "va"},
		Spec: storagev1.VolumeAttachmentSpec{Attacher: "csi.example.com", NodeName: "node-1", Source: storagev1.VolumeAttachmentSource{PersistentVolumeName: &pv}}}, metav1.CreateOptions{})
	check("create volumeattachment", err)
	va.Status = storagev1.VolumeAttachmentStatus{Attached: true, AttachmentMetadata: map[string]string{"device": "/dev/sdb"}}
	va, err = client.StorageV1().VolumeAttachments().UpdateStatus(ctx, va, metav1.UpdateOptions{})
	check("update volumeattachment status", err)
	if !va.Status.Attached {
		t.Errorf("got attached false after the status update; want true")
	}
	_, err = client.StorageV1().VolumeAttributesClasses().Create(ctx, &storagev1.VolumeAttributesClass{ObjectMeta: metav1.ObjectMeta{Name: "gold"},
		DriverName: "csi.example.com", Parameters: map[string]string{"iops": "5000"}}, metav1.CreateOptions{})
	check("create volumeattributesclass", err)

	_, err = client.ResourceV1().DeviceClasses().Create(ctx, &resourcev1.DeviceClass{ObjectMeta: metav1.ObjectMeta{Name: "gpu.example.com"},
		Spec: resourcev1.DeviceClassSpec{Selectors: []resourcev1.DeviceSelector{{CEL: &resourcev1.CELDeviceSelector{Expression: `device.driver == "gpu.example.com"`}}}}}, metav1.CreateOptions{})
	check("create deviceclass", err)
	node := "node-1"
	memory := resource.MustParse("40Gi")
	model := "a100"
	_, err = client.ResourceV1().ResourceSlices().Create(ctx, &resourcev1.ResourceSlice{ObjectMeta: metav1.ObjectMeta{Name: "node-1-gpu"},
		Spec: resourcev1.ResourceSliceSpec{Driver: "gpu.example.com", NodeName: &node, Pool: resourcev1.ResourcePool{Name: "node-1", ResourceSliceCount: 1},
			Devices: []resourcev1.Device{{Name: "gpu-0", Attributes: map[resourcev1.QualifiedName]resourcev1.DeviceAttribute{"model": {StringValue: &model}},
				Capacity: map[resourcev1.QualifiedName]resourcev1.DeviceCapacity{"memory": {Value: memory}}}}}}, metav1.CreateOptions{})
	check("create resourceslice", err)
	claimSpec := resourcev1.ResourceClaimSpec{Devices: resourcev1.DeviceClaim{Requests: []resourcev1.DeviceRequest{{Name: "gpu",
		Exactly: &resourcev1.ExactDeviceRequest{DeviceClassName: "gpu.example.com"}}}}}
	claim, err := client.ResourceV1().ResourceClaims(namespace).Create(ctx, &resourcev1.ResourceClaim{ObjectMeta: metav1.ObjectMeta{Name: "claim"}, Spec: claimSpec}, metav1.CreateOptions{})
	check("create resourceclaim", err)
	if got := claim.Spec.Devices.Requests[0].Exactly; got.AllocationMode != resourcev1.DeviceAllocationModeExactCount || got.Count != 1 {
		t.Errorf("got request %s/%d; want ExactCount/1 defaulted", got.AllocationMode, got.Count)
	}
	// what the scheduler writes when it allocates
	claim.Status.Allocation = &resourcev1.AllocationResult{Devices: resourcev1.DeviceAllocationResult{Results: []resourcev1.DeviceRequestAllocationResult{
		{Request: "gpu", Driver: "gpu.example.com", Pool: "node-1", Device: "gpu-0"}}}}
	claim.Status.ReservedFor = []resourcev1.ResourceClaimConsumerReference{{Resource: "pods", Name: "web", UID: "0b7e6f4e-0000-4000-8000-000000000001"}}
	claim, err = client.ResourceV1().ResourceClaims(namespace).UpdateStatus(ctx, claim, metav1.UpdateOptions{})
	check("update resourceclaim status", err)
	if claim.Status.Allocation == nil || len(claim.Status.ReservedFor) != 1 {
		t.Errorf("got status %+v; want the allocation and one consumer", claim.Status)
	}
	_, err = client.ResourceV1().ResourceClaimTemplates(namespace).Create(ctx, &resourcev1.ResourceClaimTemplate{ObjectMeta: metav1.ObjectMeta{Name: "template"},
		Spec: resourcev1.ResourceClaimTemplateSpec{Spec: claimSpec}}, metav1.CreateOptions{})
	check("create resourceclaimtemplate", err)
	_, err = client.ResourceV1().DeviceTaintRules().Create(ctx, &resourcev1.DeviceTaintRule{ObjectMeta: metav1.ObjectMeta{Name: "maintenance"},
		Spec: resourcev1.DeviceTaintRuleSpec{Taint: resourcev1.DeviceTaint{Key: "example.com/maintenance", Effect: resourcev1.DeviceTaintEffectNoSchedule}}}, metav1.CreateOptions{})
	check("create devicetaintrule", err)

	// the informers see every object
	poll(t, 10*time.Second, "the informers hold the objects just created", func() (bool, string) {
		if _, err := factory.Resource().V1().ResourceSlices().Lister().Get("node-1-gpu"); err != nil {
			return false, err.Error()
		}
		if _, err := factory.Storage().V1().VolumeAttachments().Lister().Get("va"); err != nil {
			return false, err.Error()
		}
		if _, err := factory.Resource().V1().ResourceClaims().Lister().ResourceClaims(namespace).Get("claim"); err != nil {
			return false, err.Error()
		}
		return true, ""
	})
	slices, err := client.ResourceV1().ResourceSlices().List(ctx, metav1.ListOptions{FieldSelector: "spec.nodeName=node-1"})
	check("list resourceslices by node", err)
	if len(slices.Items) != 1 || len(slices.Items[0].Spec.Devices) != 1 {
		t.Fatalf("got %d slices by spec.nodeName; want node-1-gpu with one device", len(slices.Items))
	}
	if got := slices.Items[0].Spec.Devices[0].Capacity["memory"].Value; got.Cmp(memory) != 0 {
		t.Errorf("got device memory %s; want 40Gi", got.String())
	}

	csrPEM, caCertPEM := csrAndCA(t)
	csr, err := client.CertificatesV1().CertificateSigningRequests().Create(ctx, &certificatesv1.CertificateSigningRequest{ObjectMeta: metav1.ObjectMeta{Name: "demo"},
		Spec: certificatesv1.CertificateSigningRequestSpec{Request: csrPEM, SignerName: "example.com/signer",
			Usages: []certificatesv1.KeyUsage{certificatesv1.UsageClientAuth}}}, metav1.CreateOptions{})
	check("create csr", err)
	if authenticated && csr.Spec.Username == "" {
		t.Errorf("got no requestor on the CSR; want the admin's user name")
	}
	csr.Status.Conditions = append(csr.Status.Conditions, certificatesv1.CertificateSigningRequestCondition{
		Type: certificatesv1.CertificateApproved, Status: corev1.ConditionTrue, Reason: "E2E", Message: "approved by the test"})
	csr, err = client.CertificatesV1().CertificateSigningRequests().UpdateApproval(ctx, "demo", csr, metav1.UpdateOptions{})
	check("approve csr", err)
	csr.Status.Certificate = caCertPEM
	csr, err = client.CertificatesV1().CertificateSigningRequests().UpdateStatus(ctx, csr, metav1.UpdateOptions{})
	check("issue csr", err)
	if len(csr.Status.Conditions) != 1 || len(csr.Status.Certificate) == 0 {
		t.Errorf("got conditions %v and %d certificate bytes; want Approved and the certificate", csr.Status.Conditions, len(csr.Status.Certificate))
	}
	_, err = client.CertificatesV1().ClusterTrustBundles().Create(ctx, &certificatesv1.ClusterTrustBundle{ObjectMeta: metav1.ObjectMeta{Name: "example.com:signer:roots"},
		Spec: certificatesv1.ClusterTrustBundleSpec{SignerName: "example.com/signer", TrustBundle: string(caCertPEM)}}, metav1.CreateOptions{})
	check("create clustertrustbundle", err)
	block, _ := pem.Decode(csrPEM)
	maxSeconds := int32(86400)
	_, err = client.CertificatesV1().PodCertificateRequests(namespace).Create(ctx, &certificatesv1.PodCertificateRequest{ObjectMeta: metav1.ObjectMeta{Name: "pcr"},
		Spec: certificatesv1.PodCertificateRequestSpec{SignerName: "example.com/signer", PodName: "web", PodUID: "p-1", ServiceAccountName: "default",
			ServiceAccountUID: "sa-1", NodeName: "node-1", NodeUID: "n-1", MaxExpirationSeconds: &maxSeconds, StubPKCS10Request: block.Bytes}}, metav1.CreateOptions{})
	check("create podcertificaterequest", err)
	svm, err := client.StoragemigrationV1().StorageVersionMigrations().Create(ctx, &storagemigrationv1.StorageVersionMigration{ObjectMeta: metav1.ObjectMeta{Name: "secrets"},
		Spec: storagemigrationv1.StorageVersionMigrationSpec{Resource: metav1.GroupResource{Resource: "secrets"}}}, metav1.CreateOptions{})
	check("create storageversionmigration", err)
	if svm.Spec.Resource.Resource != "secrets" {
		t.Errorf("got spec.resource %+v; want secrets", svm.Spec.Resource)
	}
}

// csrAndCA returns a PEM PKCS#10 request and a PEM self-signed CA
// certificate, made with one new key.
func csrAndCA(t *testing.T) (csrPEM, caPEM []byte) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: "demo"}}, key)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "e2e-ca"}, NotBefore: time.Now().Add(-time.Hour),
		NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign}
	cert, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der}), pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert})
}
