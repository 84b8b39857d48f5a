package rest

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/flowcontrol/bootstrap"
	"github.com/kube-rebuilt/apiserver/06-filters/registry/flowcontrol/ensurer"
)

// The bootstrap objects, defaulted and internal, as the store holds them.
var (
	mandatoryFlowSchemas    = ensurer.InternalFlowSchemas(bootstrap.MandatoryFlowSchemas)
	suggestedFlowSchemas    = ensurer.InternalFlowSchemas(bootstrap.SuggestedFlowSchemas)
	mandatoryPriorityLevels = ensurer.InternalPriorityLevelConfigurations(bootstrap.MandatoryPriorityLevelConfigurations)
	suggestedPriorityLevels = ensurer.InternalPriorityLevelConfigurations(bootstrap.SuggestedPriorityLevelConfigurations)
)

// bootstrapConfigurationEnsurer is the hook's state.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.bootstrapConfigurationEnsurer.
type bootstrapConfigurationEnsurer struct {
	flowSchemas    ensurer.ObjectOps[*flowcontrol.FlowSchema]
	priorityLevels ensurer.ObjectOps[*flowcontrol.PriorityLevelConfiguration]
	// retryInterval and maxWait bound the first round; resyncInterval
	// spaces the later ones.
	retryInterval, maxWait, resyncInterval time.Duration
}

// ensureAPFBootstrapConfiguration ensures once, retrying until it works
// or maxWait passes (the hook then fails, and /readyz with it), and
// keeps ensuring in the background until the server stops.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.(*bootstrapConfigurationEnsurer).ensureAPFBootstrapConfiguration.
func (e *bootstrapConfigurationEnsurer) ensureAPFBootstrapConfiguration(hookContext server.PostStartHookContext) error {
	ctx, cancel := context.WithTimeout(hookContext, e.maxWait)
	defer cancel()
	for {
		err := e.ensure(ctx)
		if err == nil {
			break
		}
		klog.Infof("APF bootstrap ensurer ran into error, will retry later: %v", err)
		select {
		case <-ctx.Done():
			return fmt.Errorf("unable to initialize APF bootstrap configuration: %w", err)
		case <-time.After(e.retryInterval):
		}
	}
	go e.resync(hookContext)
	return nil
}

// resync ensures every resyncInterval until ctx is done.
// Upstream: the goroutine of ensureAPFBootstrapConfiguration.
func (e *bootstrapConfigurationEnsurer) resync(ctx context.Context) {
	ticker := time.NewTicker(e.resyncInterval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			if err := e.ensure(ctx); err != nil {
				klog.Infof("APF bootstrap ensurer ran into error, will retry later: %v", err)
			}
		}
	}
}

// ensure writes the suggested objects, then the mandatory ones, then
// deletes the auto-updated ones no longer built in.
// Upstream: k8s.io/kubernetes/pkg/registry/flowcontrol/rest.ensure.
func (e *bootstrapConfigurationEnsurer) ensure(ctx context.Context) error {
	if err := ensurer.EnsureConfigurations(ctx, e.priorityLevels, suggestedPriorityLevels, ensurer.SuggestedEnsureStrategy); err != nil {
		return fmt.Errorf("failed ensuring suggested settings: %w", err)
	}
	if err := ensurer.EnsureConfigurations(ctx, e.flowSchemas, suggestedFlowSchemas, ensurer.SuggestedEnsureStrategy); err != nil {
		return fmt.Errorf("failed ensuring suggested settings: %w", err)
	}
	if err := ensurer.EnsureConfigurations(ctx, e.priorityLevels, mandatoryPriorityLevels, ensurer.MandatoryEnsureStrategy); err != nil {
		return fmt.Errorf("failed ensuring mandatory settings: %w", err)
	}
	if err := ensurer.EnsureConfigurations(ctx, e.flowSchemas, mandatoryFlowSchemas, ensurer.MandatoryEnsureStrategy); err != nil {
		return fmt.Errorf("failed ensuring mandatory settings: %w", err)
	}
	if err := ensurer.RemoveUnwantedObjects(ctx, e.flowSchemas, slices.Concat(mandatoryFlowSchemas, suggestedFlowSchemas)); err != nil {
		return fmt.Errorf("failed to delete removed settings: %w", err)
	}
	if err := ensurer.RemoveUnwantedObjects(ctx, e.priorityLevels, slices.Concat(mandatoryPriorityLevels, suggestedPriorityLevels)); err != nil {
		return fmt.Errorf("failed to delete removed settings: %w", err)
	}
	return nil
}
