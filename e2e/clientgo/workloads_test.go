package clientgo

import (
	"context"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/tools/cache"
	"k8s.io/utils/ptr"

	"github.com/kube-rebuilt/apiserver/e2e/framework"
)

// TestWorkloadsProtobuf does with the workload kinds what the controllers
// of kube-controller-manager do: a protobuf clientset creates a
// StatefulSet, a DaemonSet, a ControllerRevision, a Job, a CronJob and a
// HorizontalPodAutoscaler, reads the autoscaler through autoscaling/v1
// too, and one SharedInformerFactory (watch-list, client-go's default)
// syncs an informer per kind and sees each object.
func TestWorkloadsProtobuf(t *testing.T) {
	forEachStage(t, func(t *testing.T, srv *framework.Server) {
		srv.SkipUnlessServed(t, "apps/v1/statefulsets", "apps/v1/daemonsets", "apps/v1/controllerrevisions",
			"batch/v1/jobs", "batch/v1/cronjobs", "autoscaling/v2/horizontalpodautoscalers", "autoscaling/v1/horizontalpodautoscalers")
		ctx := context.Background()
		cs, rec := typedClient(t, srv, protobufType)
		labels := map[string]string{"app": "wl", ownLabel: "true"}
		template := corev1.PodTemplateSpec{
			ObjectMeta: metav1.ObjectMeta{Labels: labels},
			Spec:       corev1.PodSpec{Containers: []corev1.Container{{Name: "app", Image: "busybox:1.36"}}},
		}
		selector := &metav1.LabelSelector{MatchLabels: labels}
		meta := metav1.ObjectMeta{Name: "wl", Labels: labels}

		sts, err := cs.AppsV1().StatefulSets(namespace).Create(ctx, &appsv1.StatefulSet{ObjectMeta: meta,
			Spec: appsv1.StatefulSetSpec{Selector: selector, Template: template, ServiceName: "wl"}}, metav1.CreateOptions{})
		if err != nil {
			t.Fatalf("create statefulset: %v", err)
		}
		if sts.Spec.PodManagementPolicy != appsv1.OrderedReadyPodManagement || *sts.Spec.Replicas != 1 {
			t.Errorf("got statefulset spec %+v; want upstream's defaults", sts.Spec)
		}
		if _, err := cs.AppsV1().DaemonSets(namespace).Create(ctx, &appsv1.DaemonSet{ObjectMeta: meta,
			Spec: appsv1.DaemonSetSpec{Selector: selector, Template: template}}, metav1.CreateOptions{}); err != nil {
			t.Fatalf("create daemonset: %v", err)
		}
		if _, err := cs.AppsV1().ControllerRevisions(namespace).Create(ctx, &appsv1.ControllerRevision{ObjectMeta: meta,
			Data: runtime.RawExtension{Raw: []byte(`{"spec":{"template":{"$patch":"replace"}}}`)}, Revision: 1}, metav1.CreateOptions{}); err != nil {
			t.Fatalf("create controllerrevision: %v", err)
		}
		jobTemplate := *template.DeepCopy()
		jobTemplate.Labels = nil
		jobTemplate.Spec.RestartPolicy = corev1.RestartPolicyNever
		job, err := cs.BatchV1().Jobs(namespace).Create(ctx, &batchv1.Job{ObjectMeta: meta,
			Spec: batchv1.JobSpec{Template: jobTemplate}}, metav1.CreateOptions{})
		if err != nil {
			t.Fatalf("create job: %v", err)
		}
		if job.Spec.Selector.MatchLabels[batchv1.ControllerUidLabel] != string(job.UID) {
			t.Errorf("got job selector %v; want the generated controller-uid", job.Spec.Selector)
		}
		if _, err := cs.BatchV1().CronJobs(namespace).Create(ctx, &batchv1.CronJob{ObjectMeta: meta,
			Spec: batchv1.CronJobSpec{Schedule: "@hourly", JobTemplate: batchv1.JobTemplateSpec{Spec: batchv1.JobSpec{Template: jobTemplate}}}}, metav1.CreateOptions{}); err != nil {
			t.Fatalf("create cronjob: %v", err)
		}
		if _, err := cs.AutoscalingV2().HorizontalPodAutoscalers(namespace).Create(ctx, &autoscalingv2.HorizontalPodAutoscaler{ObjectMeta: meta,
			Spec: autoscalingv2.HorizontalPodAutoscalerSpec{MaxReplicas: 4, ScaleTargetRef: autoscalingv2.CrossVersionObjectReference{
				APIVersion: "apps/v1", Kind: "StatefulSet", Name: "wl"}}}, metav1.CreateOptions{}); err != nil {
			t.Fatalf("create hpa: %v", err)
		}
		hpaV1, err := cs.AutoscalingV1().HorizontalPodAutoscalers(namespace).Get(ctx, "wl", metav1.GetOptions{})
		if err != nil {
			t.Fatalf("get hpa through v1: %v", err)
		}
		if ptr.Deref(hpaV1.Spec.TargetCPUUtilizationPercentage, 0) != 80 || ptr.Deref(hpaV1.Spec.MinReplicas, 0) != 1 {
			t.Errorf("got v1 spec %+v; want the defaulted 80%% CPU and minReplicas 1", hpaV1.Spec)
		}
		checkWire(t, rec, "/apis/", protobufType)

		factory := informers.NewSharedInformerFactoryWithOptions(cs, 0, informers.WithNamespace(namespace),
			informers.WithTweakListOptions(func(o *metav1.ListOptions) { o.LabelSelector = ownSelector }))
		stop := make(chan struct{})
		defer func() { close(stop); factory.Shutdown() }()
		kinds := map[string]cache.SharedIndexInformer{
			"statefulsets":             factory.Apps().V1().StatefulSets().Informer(),
			"daemonsets":               factory.Apps().V1().DaemonSets().Informer(),
			"controllerrevisions":      factory.Apps().V1().ControllerRevisions().Informer(),
			"jobs":                     factory.Batch().V1().Jobs().Informer(),
			"cronjobs":                 factory.Batch().V1().CronJobs().Informer(),
			"horizontalpodautoscalers": factory.Autoscaling().V2().HorizontalPodAutoscalers().Informer(),
		}
		factory.Start(stop)
		for name, informer := range kinds {
			syncCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
			synced := cache.WaitForCacheSync(syncCtx.Done(), informer.HasSynced)
			cancel()
			if !synced {
				t.Fatalf("%s: the informer did not sync within 30s", name)
			}
			if keys := informer.GetStore().ListKeys(); len(keys) != 1 || keys[0] != namespace+"/wl" {
				t.Errorf("%s: got keys %v; want [%s/wl]", name, keys, namespace)
			}
		}
	})
}
