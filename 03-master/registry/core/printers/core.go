package printers

import (
	"fmt"
	"maps"
	"net"
	"slices"
	"strconv"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	genericprinters "github.com/kube-rebuilt/apiserver/02-generic-server/printers"
)

// The TableConvertors of the core kinds.
// Upstream: the h.TableHandler calls of k8s.io/kubernetes/pkg/printers/internalversion.AddHandlers.
var (
	// Pods: NAME READY STATUS RESTARTS AGE, wide IP NODE NOMINATED NODE READINESS GATES.
	Pods = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Ready", Type: "string", Description: "The aggregate readiness state of this pod for accepting traffic."},
		{Name: "Status", Type: "string", Description: "The aggregate status of the containers in this pod."},
		{Name: "Restarts", Type: "string", Description: "The number of times the containers in this pod have been restarted and when the last container in this pod has restarted."},
		ageColumn,
		{Name: "IP", Type: "string", Priority: 1, Description: "podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated."},
		{Name: "Node", Type: "string", Priority: 1, Description: "NodeName indicates in which node this pod is scheduled."},
		{Name: "Nominated Node", Type: "string", Priority: 1, Description: "nominatedNodeName is set only when this pod preempts other pods on the node."},
		{Name: "Readiness Gates", Type: "string", Priority: 1, Description: "If specified, all readiness gates will be evaluated for pod readiness."},
	}, Row: printPod}

	// Namespaces and ConfigMaps are stage 02's: its demo printed them first.
	Namespaces = genericprinters.Namespaces
	ConfigMaps = genericprinters.ConfigMaps

	// Secrets: NAME TYPE DATA AGE.
	Secrets = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Type", Type: "string", Description: "Used to facilitate programmatic handling of secret data."},
		{Name: "Data", Type: "string", Description: "Data contains the secret data."},
		ageColumn,
	}, Row: printSecret}

	// Services: NAME TYPE CLUSTER-IP EXTERNAL-IP PORT(S) AGE, wide SELECTOR.
	Services = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Type", Type: "string", Description: "type determines how the Service is exposed."},
		{Name: "Cluster-IP", Type: "string", Description: "clusterIP is the IP address of the service and is usually assigned randomly."},
		{Name: "External-IP", Type: "string", Description: "externalIPs is a list of IP addresses for which nodes in the cluster will also accept traffic for this service."},
		{Name: "Port(s)", Type: "string", Description: "The list of ports that are exposed by this service."},
		ageColumn,
		{Name: "Selector", Type: "string", Priority: 1, Description: "Route service traffic to pods with label keys and values matching this selector."},
	}, Row: printService}

	// ServiceAccounts: NAME SECRETS AGE.
	ServiceAccounts = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Secrets", Type: "string", Description: "Secrets is a list of the secrets in the same namespace that pods running using this ServiceAccount are allowed to use."},
		ageColumn,
	}, Row: printServiceAccount}

	// ResourceQuotas: NAME REQUEST LIMIT AGE. (LimitRanges have no printer
	// upstream either: the Store's default, NAME CREATED AT, renders them.)
	ResourceQuotas = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Request", Type: "string", Description: "Request represents a minimum amount of cpu/memory that a container may consume."},
		{Name: "Limit", Type: "string", Description: "Limits control the maximum amount of cpu/memory that a container may use independent of contention on the node."},
		ageColumn,
	}, Row: printResourceQuota}

	// Endpoints: NAME ENDPOINTS AGE.
	Endpoints = TableConvertor{Columns: []metav1.TableColumnDefinition{
		nameColumn,
		{Name: "Endpoints", Type: "string", Description: "The set of all endpoints is the union of all subsets."},
		ageColumn,
	}, Row: printEndpoints}

	// Events: LAST SEEN TYPE REASON OBJECT MESSAGE, wide SUBOBJECT SOURCE
	// (before MESSAGE) and FIRST SEEN COUNT NAME.
	Events = TableConvertor{Columns: []metav1.TableColumnDefinition{
		{Name: "Last Seen", Type: "string", Description: "The time at which the most recent occurrence of this event was recorded."},
		{Name: "Type", Type: "string", Description: "Type of this event (Normal, Warning), new types could be added in the future"},
		{Name: "Reason", Type: "string", Description: "This should be a short, machine understandable string that gives the reason for the transition into the object's current status."},
		{Name: "Object", Type: "string", Description: "The object that this event is about."},
		{Name: "Subobject", Type: "string", Priority: 1, Description: "If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement."},
		{Name: "Source", Type: "string", Priority: 1, Description: "The component reporting this event."},
		{Name: "Message", Type: "string", Description: "A human-readable description of the status of this operation."},
		{Name: "First Seen", Type: "string", Priority: 1, Description: "The time at which the event was first recorded."},
		{Name: "Count", Type: "string", Priority: 1, Description: "The number of times this event has occurred."},
		{Name: "Name", Type: "string", Priority: 1, Format: "name", Description: "Name of the event."},
	}, Row: printEvent}
)

// podCompletedConditions mark the rows of finished pods, so kubectl can
// hide them.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.podSuccessConditions and podFailedConditions.
var podCompletedConditions = map[core.PodPhase][]metav1.TableRowCondition{
	core.PodSucceeded: {{Type: metav1.RowCompleted, Status: metav1.ConditionTrue, Reason: string(core.PodSucceeded), Message: "The pod has completed successfully."}},
	core.PodFailed:    {{Type: metav1.RowCompleted, Status: metav1.ConditionTrue, Reason: string(core.PodFailed), Message: "The pod failed."}},
}

// printPod: READY counts ready running containers; STATUS is the phase,
// or the reason of a waiting or terminated container (the last one
// wins, as upstream), or Terminating; RESTARTS adds the containers'
// restart counts and says how long ago the last one was.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPod.
func printPod(obj runtime.Object) (metav1.TableRow, error) {
	pod := obj.(*core.Pod)
	reason := string(pod.Status.Phase)
	if pod.Status.Reason != "" {
		reason = pod.Status.Reason
	}
	restarts, ready := 0, 0
	var lastRestart metav1.Time
	for i := len(pod.Status.ContainerStatuses) - 1; i >= 0; i-- {
		c := pod.Status.ContainerStatuses[i]
		restarts += int(c.RestartCount)
		if t := c.LastTerminationState.Terminated; t != nil && lastRestart.Before(&t.FinishedAt) {
			lastRestart = t.FinishedAt
		}
		switch {
		case c.State.Waiting != nil && c.State.Waiting.Reason != "":
			reason = c.State.Waiting.Reason
		case c.State.Terminated != nil && c.State.Terminated.Reason != "":
			reason = c.State.Terminated.Reason
		case c.State.Terminated != nil && c.State.Terminated.Signal != 0:
			reason = fmt.Sprintf("Signal:%d", c.State.Terminated.Signal)
		case c.State.Terminated != nil:
			reason = fmt.Sprintf("ExitCode:%d", c.State.Terminated.ExitCode)
		case c.Ready && c.State.Running != nil:
			ready++
		}
	}
	if pod.DeletionTimestamp != nil {
		reason = "Terminating"
	}
	restartsStr := strconv.Itoa(restarts)
	if restarts != 0 && !lastRestart.IsZero() {
		restartsStr = fmt.Sprintf("%d (%s ago)", restarts, translateTimestampSince(lastRestart))
	}
	podIP := ""
	if len(pod.Status.PodIPs) > 0 {
		podIP = pod.Status.PodIPs[0].IP
	}
	row := cells(pod.Name, fmt.Sprintf("%d/%d", ready, len(pod.Spec.Containers)), reason, restartsStr,
		translateTimestampSince(pod.CreationTimestamp),
		noneIfEmpty(podIP), noneIfEmpty(pod.Spec.NodeName), noneIfEmpty(pod.Status.NominatedNodeName), "<none>")
	row.Conditions = podCompletedConditions[pod.Status.Phase]
	return row, nil
}

// printSecret: NAME TYPE DATA AGE.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printSecret.
func printSecret(obj runtime.Object) (metav1.TableRow, error) {
	s := obj.(*core.Secret)
	return cells(s.Name, string(s.Type), int64(len(s.Data)), translateTimestampSince(s.CreationTimestamp)), nil
}

// printService: NAME TYPE CLUSTER-IP EXTERNAL-IP PORT(S) AGE SELECTOR.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printService.
func printService(obj runtime.Object) (metav1.TableRow, error) {
	svc := obj.(*core.Service)
	clusterIP := "<none>"
	if len(svc.Spec.ClusterIPs) > 0 {
		clusterIP = svc.Spec.ClusterIPs[0]
	} else if svc.Spec.ClusterIP != "" {
		clusterIP = svc.Spec.ClusterIP
	}
	return cells(svc.Name, string(svc.Spec.Type), clusterIP, serviceExternalIP(svc),
		noneIfEmpty(makePortString(svc.Spec.Ports)), translateTimestampSince(svc.CreationTimestamp),
		labels.FormatLabels(svc.Spec.Selector)), nil
}

// serviceExternalIP is the EXTERNAL-IP cell: the external IPs, the load
// balancer's ingress (or <pending>), or the external name.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.getServiceExternalIP.
func serviceExternalIP(svc *core.Service) string {
	switch svc.Spec.Type {
	case core.ServiceTypeClusterIP, core.ServiceTypeNodePort:
		if len(svc.Spec.ExternalIPs) > 0 {
			return strings.Join(svc.Spec.ExternalIPs, ",")
		}
		return "<none>"
	case core.ServiceTypeLoadBalancer:
		var ips []string
		for _, ing := range svc.Status.LoadBalancer.Ingress {
			if ing.IP != "" {
				ips = append(ips, ing.IP)
			} else if ing.Hostname != "" {
				ips = append(ips, ing.Hostname)
			}
		}
		ips = append(ips, svc.Spec.ExternalIPs...)
		if len(ips) == 0 {
			return "<pending>"
		}
		return strings.Join(ips, ",")
	case core.ServiceTypeExternalName:
		return svc.Spec.ExternalName
	}
	return "<unknown>"
}

// makePortString prints ports as "80/TCP,443:30443/TCP".
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.makePortString.
func makePortString(ports []core.ServicePort) string {
	pieces := make([]string, len(ports))
	for i, p := range ports {
		pieces[i] = fmt.Sprintf("%d/%s", p.Port, p.Protocol)
		if p.NodePort > 0 {
			pieces[i] = fmt.Sprintf("%d:%d/%s", p.Port, p.NodePort, p.Protocol)
		}
	}
	return strings.Join(pieces, ",")
}

// printServiceAccount: NAME SECRETS AGE.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printServiceAccount.
func printServiceAccount(obj runtime.Object) (metav1.TableRow, error) {
	sa := obj.(*core.ServiceAccount)
	return cells(sa.Name, int64(len(sa.Secrets)), translateTimestampSince(sa.CreationTimestamp)), nil
}

// printEndpoints: NAME ENDPOINTS AGE.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printEndpoints.
func printEndpoints(obj runtime.Object) (metav1.TableRow, error) {
	ep := obj.(*core.Endpoints)
	return cells(ep.Name, formatEndpoints(ep), translateTimestampSince(ep.CreationTimestamp)), nil
}

// formatEndpoints prints up to three ip:port pairs (an IP alone for a
// subset without ports), then " + N more...".
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatEndpoints.
func formatEndpoints(endpoints *core.Endpoints) string {
	if len(endpoints.Subsets) == 0 {
		return "<none>"
	}
	const max = 3
	var list []string
	count := 0
	add := func(s string) {
		count++
		if len(list) < max {
			list = append(list, s)
		}
	}
	for _, ss := range endpoints.Subsets {
		if len(ss.Ports) == 0 {
			for _, addr := range ss.Addresses {
				add(addr.IP)
			}
			continue
		}
		for _, port := range ss.Ports {
			for _, addr := range ss.Addresses {
				add(net.JoinHostPort(addr.IP, strconv.Itoa(int(port.Port))))
			}
		}
	}
	ret := strings.Join(list, ",")
	if count > max {
		return fmt.Sprintf("%s + %d more...", ret, count-max)
	}
	return ret
}

// printEvent: LAST SEEN TYPE REASON OBJECT SUBOBJECT SOURCE MESSAGE
// FIRST SEEN COUNT NAME, the times falling back to eventTime and the
// series, as upstream.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printEvent.
func printEvent(obj runtime.Object) (metav1.TableRow, error) {
	ev := obj.(*core.Event)
	firstSeen := translateTimestampSince(ev.FirstTimestamp)
	if ev.FirstTimestamp.IsZero() {
		firstSeen = translateMicroTimestampSince(ev.EventTime)
	}
	lastSeen := translateTimestampSince(ev.LastTimestamp)
	if ev.LastTimestamp.IsZero() {
		lastSeen = firstSeen
	}
	count := ev.Count
	if ev.Series != nil {
		lastSeen = translateMicroTimestampSince(ev.Series.LastObservedTime)
		count = ev.Series.Count
	} else if count == 0 {
		count = 1 // an event is at least one occurrence
	}
	target := strings.ToLower(ev.InvolvedObject.Kind)
	if ev.InvolvedObject.Name != "" {
		target += "/" + ev.InvolvedObject.Name
	}
	return cells(lastSeen, ev.Type, ev.Reason, target, ev.InvolvedObject.FieldPath,
		formatEventSource(ev), strings.TrimSpace(ev.Message), firstSeen, int64(count), ev.Name), nil
}

// formatEventSource prints "component, host" (the reporting controller
// and instance when source is empty).
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.formatEventSource.
func formatEventSource(ev *core.Event) string {
	component, host := ev.Source.Component, ev.Source.Host
	if component == "" {
		component = ev.ReportingController
	}
	if host == "" {
		host = ev.ReportingInstance
	}
	if host == "" {
		return component
	}
	return component + ", " + host
}

// printResourceQuota: NAME REQUEST LIMIT AGE. Each resource of
// status.hard, sorted, reads "<name>: <used>/<hard>"; limits.* go to the
// LIMIT column, everything else (pods, requests.cpu ...) to REQUEST.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printResourceQuota.
func printResourceQuota(obj runtime.Object) (metav1.TableRow, error) {
	rq := obj.(*core.ResourceQuota)
	var requests, limits []string
	for _, name := range slices.Sorted(maps.Keys(rq.Status.Hard)) {
		used, hard := rq.Status.Used[name], rq.Status.Hard[name]
		cell := fmt.Sprintf("%s: %s/%s", name, used.String(), hard.String())
		if prefix, _, found := strings.Cut(string(name), "."); found && prefix == "limits" {
			limits = append(limits, cell)
		} else {
			requests = append(requests, cell)
		}
	}
	return cells(rq.Name, strings.Join(requests, ", "), strings.Join(limits, ", "), translateTimestampSince(rq.CreationTimestamp)), nil
}
