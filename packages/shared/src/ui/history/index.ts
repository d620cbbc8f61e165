export * from './HistoryPanel';
export * from './historyFormat';
