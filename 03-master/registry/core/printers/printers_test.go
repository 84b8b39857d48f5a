package printers

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/resource"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/intstr"
)

// created is an hour ago, so every AGE cell reads "60m".
var created = metav1.NewTime(time.Now().Add(-time.Hour))

func meta(name string) metav1.ObjectMeta {
	return metav1.ObjectMeta{Name: name, Namespace: "default", CreationTimestamp: created}
}

func columnNames(c TableConvertor) []string {
	var names []string
	for _, col := range c.Columns {
		name := col.Name
		if col.Priority == 1 {
			name += "(wide)"
		}
		names = append(names, name)
	}
	return names
}

func TestColumns(t *testing.T) {
	tests := []struct {
		name string
		c    TableConvertor
		want []string
	}{
		{"pods", Pods, []string{"Name", "Ready", "Status", "Restarts", "Age", "IP(wide)", "Node(wide)", "Nominated Node(wide)", "Readiness Gates(wide)"}},
		{"namespaces", Namespaces, []string{"Name", "Status", "Age"}},
		{"configmaps", ConfigMaps, []string{"Name", "Data", "Age"}},
		{"secrets", Secrets, []string{"Name", "Type", "Data", "Age"}},
		{"services", Services, []string{"Name", "Type", "Cluster-IP", "External-IP", "Port(s)", "Age", "Selector(wide)"}},
		{"serviceaccounts", ServiceAccounts, []string{"Name", "Secrets", "Age"}},
		{"endpoints", Endpoints, []string{"Name", "Endpoints", "Age"}},
		{"resourcequotas", ResourceQuotas, []string{"Name", "Request", "Limit", "Age"}},
		{"events", Events, []string{"Last Seen", "Type", "Reason", "Object", "Subobject(wide)", "Source(wide)", "Message", "First Seen(wide)", "Count(wide)", "Name(wide)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := columnNames(tt.c); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestRows(t *testing.T) {
	nodeName := "node-1"
	tests := []struct {
		name string
		c    TableConvertor
		obj  runtime.Object
		want []interface{}
	}{
		{"pending pod", Pods, &core.Pod{ObjectMeta: meta("web"), Spec: core.PodSpec{Containers: []core.Container{{Name: "a"}, {Name: "b"}}},
			Status: core.PodStatus{Phase: core.PodPending}},
			[]interface{}{"web", "0/2", "Pending", "0", "60m", "<none>", "<none>", "<none>", "<none>"}},
		{"running pod with a restart", Pods, &core.Pod{ObjectMeta: meta("web"), Spec: core.PodSpec{NodeName: "node-1", Containers: []core.Container{{Name: "a"}}},
			Status: core.PodStatus{Phase: core.PodRunning, PodIPs: []core.PodIP{{IP: "10.1.0.5"}}, ContainerStatuses: []core.ContainerStatus{{
				Name: "a", Ready: true, RestartCount: 1, State: core.ContainerState{Running: &core.ContainerStateRunning{}},
				LastTerminationState: core.ContainerState{Terminated: &core.ContainerStateTerminated{FinishedAt: metav1.NewTime(time.Now().Add(-5 * time.Second))}},
			}}}},
			[]interface{}{"web", "1/1", "Running", "1 (5s ago)", "60m", "10.1.0.5", "node-1", "<none>", "<none>"}},
		{"waiting pod", Pods, &core.Pod{ObjectMeta: meta("web"), Spec: core.PodSpec{Containers: []core.Container{{Name: "a"}}},
			Status: core.PodStatus{Phase: core.PodPending, ContainerStatuses: []core.ContainerStatus{{Name: "a", State: core.ContainerState{Waiting: &core.ContainerStateWaiting{Reason: "ImagePullBackOff"}}}}}},
			[]interface{}{"web", "0/1", "ImagePullBackOff", "0", "60m", "<none>", "<none>", "<none>", "<none>"}},
		{"namespace", Namespaces, &core.Namespace{ObjectMeta: meta("demo"), Status: core.NamespaceStatus{Phase: core.NamespaceTerminating}},
			[]interface{}{"demo", "Terminating", "60m"}},
		{"configmap", ConfigMaps, &core.ConfigMap{ObjectMeta: meta("cfg"), Data: map[string]string{"a": "1"}, BinaryData: map[string][]byte{"b": nil}},
			[]interface{}{"cfg", int64(2), "60m"}},
		{"secret", Secrets, &core.Secret{ObjectMeta: meta("s"), Type: core.SecretTypeOpaque, Data: map[string][]byte{"a": nil}},
			[]interface{}{"s", "Opaque", int64(1), "60m"}},
		{"service", Services, &core.Service{ObjectMeta: meta("web"), Spec: core.ServiceSpec{Type: core.ServiceTypeNodePort, ClusterIPs: []string{"10.0.0.10"},
			Selector: map[string]string{"app": "web"},
			Ports:    []core.ServicePort{{Port: 80, Protocol: core.ProtocolTCP, TargetPort: intstr.FromInt32(80)}, {Port: 443, NodePort: 30443, Protocol: core.ProtocolTCP}}}},
			[]interface{}{"web", "NodePort", "10.0.0.10", "<none>", "80/TCP,443:30443/TCP", "60m", "app=web"}},
		{"headless service without ports", Services, &core.Service{ObjectMeta: meta("db"), Spec: core.ServiceSpec{Type: core.ServiceTypeClusterIP, ClusterIP: "None"}},
			[]interface{}{"db", "ClusterIP", "None", "<none>", "<none>", "60m", "<none>"}},
		{"load balancer pending", Services, &core.Service{ObjectMeta: meta("lb"), Spec: core.ServiceSpec{Type: core.ServiceTypeLoadBalancer, ClusterIP: "10.0.0.11"}},
			[]interface{}{"lb", "LoadBalancer", "10.0.0.11", "<pending>", "<none>", "60m", "<none>"}},
		{"serviceaccount", ServiceAccounts, &core.ServiceAccount{ObjectMeta: meta("default")},
			[]interface{}{"default", int64(0), "60m"}},
		{"endpoints", Endpoints, &core.Endpoints{ObjectMeta: meta("web"), Subsets: []core.EndpointSubset{{
			Addresses: []core.EndpointAddress{{IP: "10.1.0.1"}, {IP: "10.1.0.2"}, {IP: "10.1.0.3"}, {IP: "10.1.0.4", NodeName: &nodeName}},
			Ports:     []core.EndpointPort{{Port: 80}},
		}}}, []interface{}{"web", "10.1.0.1:80,10.1.0.2:80,10.1.0.3:80 + 1 more...", "60m"}},
		{"resourcequota", ResourceQuotas, &core.ResourceQuota{ObjectMeta: meta("quota"), Status: core.ResourceQuotaStatus{
			Hard: core.ResourceList{"pods": resource.MustParse("10"), "requests.cpu": resource.MustParse("4"), "limits.memory": resource.MustParse("8Gi"), "limits.cpu": resource.MustParse("8")},
			Used: core.ResourceList{"pods": resource.MustParse("3"), "requests.cpu": resource.MustParse("500m")},
		}}, []interface{}{"quota", "pods: 3/10, requests.cpu: 500m/4", "limits.cpu: 0/8, limits.memory: 0/8Gi", "60m"}},
		{"resourcequota without status", ResourceQuotas, &core.ResourceQuota{ObjectMeta: meta("quota")},
			[]interface{}{"quota", "", "", "60m"}},
		{"empty endpoints", Endpoints, &core.Endpoints{ObjectMeta: meta("web")}, []interface{}{"web", "<none>", "60m"}},
		{"event", Events, &core.Event{ObjectMeta: meta("web.17"), Type: "Normal", Reason: "Scheduled", Message: " Assigned default/web to node-1 ",
			InvolvedObject: core.ObjectReference{Kind: "Pod", Name: "web"}, Source: core.EventSource{Component: "default-scheduler"},
			FirstTimestamp: created, LastTimestamp: created, Count: 3},
			[]interface{}{"60m", "Normal", "Scheduled", "pod/web", "", "default-scheduler", "Assigned default/web to node-1", "60m", int64(3), "web.17"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table, err := tt.c.ConvertToTable(context.Background(), tt.obj, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := table.Rows[0].Cells; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %#v; want %#v", got, tt.want)
			}
			if len(table.Rows[0].Cells) != len(tt.c.Columns) {
				t.Errorf("got %d cells for %d columns", len(table.Rows[0].Cells), len(tt.c.Columns))
			}
		})
	}
}

func TestNoHeaders(t *testing.T) {
	list := &core.ConfigMapList{Items: []core.ConfigMap{{ObjectMeta: meta("a")}, {ObjectMeta: meta("b")}}}
	list.ResourceVersion = "42"
	table, err := ConfigMaps.ConvertToTable(context.Background(), list, &metav1.TableOptions{NoHeaders: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(table.ColumnDefinitions) != 0 || len(table.Rows) != 2 || table.ResourceVersion != "42" {
		t.Errorf("got %d columns, %d rows, resourceVersion %q; want 0, 2, 42", len(table.ColumnDefinitions), len(table.Rows), table.ResourceVersion)
	}
}
